/**
 * Word lists for the demo directory. Every person generated from them is
 * fictional: given names are common ones, family names are invented.
 */
export const GIVEN_NAMES = [
  'Ada', 'Bram', 'Cleo', 'Dario', 'Edie', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonah', 'Kaia', 'Lev',
  'Mina', 'Nico', 'Odile', 'Pax', 'Quinn', 'Rosa', 'Soren', 'Tamsin', 'Umar', 'Vera', 'Wren', 'Xavi',
  'Yara', 'Zeke', 'Amara', 'Basil', 'Corin', 'Dana', 'Elio', 'Fern', 'Gus', 'Hana', 'Ivo', 'June',
];

export const FAMILY_NAMES = [
  'Quillfeather', 'Brightwater', 'Fennimore-Oak', 'Larkspurr', 'Thistlewood', 'Marrowby', 'Ashgrove',
  'Copperfield-Nye', 'Winterbourne', 'Palewick', 'Stonebridge', 'Hollowell', 'Kestrelane', 'Dunmarrow',
  'Everwick', 'Glimmerton', 'Harrowgate', 'Inkwell', 'Juniperry', 'Lanternby', 'Mossgrave', 'Nettlefold',
  'Orchardine', 'Pebbleton', 'Quarrington', 'Rookwhistle', 'Saltmarsh', 'Tumbleweed', 'Umberlane', 'Vellichor',
];

export const PRONOUNS = ['she/her', 'he/him', 'they/them', 'she/they', 'he/they', null] as const;

export const LOCATIONS = [
  { id: 1, name: 'New York City, NY', short_name: 'NYC' },
  { id: 2, name: 'Brooklyn, NY', short_name: 'Brooklyn' },
  { id: 3, name: 'Montreal, QC', short_name: 'Montreal' },
  { id: 4, name: 'Berlin, Germany', short_name: 'Berlin' },
  { id: 5, name: 'Remote', short_name: 'Remote' },
];

export const COMPANIES = [
  { id: 1, name: 'Quillstone Labs', role: 'Software Engineer' },
  { id: 2, name: 'Tidepool Analytics', role: 'Data Engineer' },
  { id: 3, name: 'Lanternfish Games', role: 'Game Programmer' },
  { id: 4, name: 'Brambleworks', role: 'Infrastructure Engineer' },
  { id: 5, name: 'Open Kettle Co-op', role: 'Researcher' },
];

export const INTERESTS = [
  'compilers', 'parsers', 'Rust', 'distributed systems', 'databases', 'type systems', 'music synthesis',
  'operating systems', 'Haskell', 'game engines', 'networking', 'machine learning', 'Zig', 'Elixir',
  'ray tracing', 'CRDTs', 'WebAssembly', 'formal methods', 'Lisp', 'embedded systems',
];

export const PROJECTS = [
  'a toy Lisp interpreter', 'a ray tracer', 'a key-value store', 'a Game Boy emulator', 'a Raft implementation',
  'a regex engine', 'a tiny OS kernel', 'a synthesizer in the browser', 'a Datalog engine', 'a text editor',
  'a BitTorrent client', 'a chess engine', 'a garbage collector', 'a SQL query planner', 'a shader toy',
];

export const VISIT_NOTES = [
  'pairing on a parser', 'working on my ray tracer', 'here until 4, come say hi', 'reading about B-trees',
  'writing a blog post', 'debugging my emulator', 'presenting at 2pm!', 'happy to pair on Rust', '',
  '', '', 'quiet day, deep work', 'bringing snacks 🍪', 'mock interviews in the afternoon',
];
