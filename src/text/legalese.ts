import { rewritten, type Rewrite } from './rewrite.js';

// A lawyer's formal register ("Notice is hereby given that (i) the undersigned is present at the hub today; and (ii) the
// undersigned's attendance on Friday, 27 November is hereby withdrawn"): read as the plain words it means. Each rule is
// a phrase only that register uses, so plain messages are untouched. (Each span a rule takes is bounded: a long message
// costs one pass per rule, never a search back and forth; no rule starts with optional space, which a run of blanks
// would make quadratic.)

const PLAIN: Rewrite[] = [
  // Who: "the undersigned" is the writer.
  [/\bthe undersigned['’]s\b/gi, 'my'],
  [/\bthe undersigned is\b/gi, 'I am'],
  [/\bthe undersigned\b/gi, 'I'],
  // Openers and fillers that say nothing of what is asked.
  [/\b(?:notice is hereby given|please be advised|be it known|kindly be advised|for the avoidance of doubt)(?: that)?\s*,?\s*/gi, ''],
  [/\b(?:hereby|herewith|duly|forthwith)\s+/gi, ''],
  [/(?:,\s*)?\bas of the date hereof,?/gi, ' today'],
  [/\beffective immediately,?\s*/gi, ''],
  [/\b(?:absent|barring) unforeseen circumstances,?\s*/gi, ''],
  // Enumerations: "(i) … ; and (ii) …" are two sentences.
  [/(?:;\s*)?(?:\band\s+)?\((?:i|ii|iii|iv|v)\)\s*/gi, '. '],
  // Where and being there: "physically present at the hub premises".
  [/\bphysically present\b/gi, 'present'],
  [/\bhub premises\b/gi, 'hub'],
  [/\bpresent at the hub\b/gi, 'at the hub'],
  [/\bscheduled to be present\b/gi, 'coming in'],
  // What is asked: "ascertain whether", "furnish (me with)", "rescind", "withdrawn".
  [/\b(?:please\s+)?ascertain whether ([^.?;]{1,60}?) is\b/gi, 'is $1'],
  // Defined terms and what they apply to: "(collectively, the "Visits")", "with the note "X" applicable to each of the Visits".
  [/\(collectively,? the ["“][^"”]+["”]\)/gi, ''],
  [/(["“][^"”]+["”]) applicable to [^.;]*/gi, '$1'],
  [/\ba (?:schedule|list|summary) of (?:all )?(?:the )?visits (?:presently |currently )?(?:registered|recorded|booked|held)(?: in my name| for me| under my name)?/gi, 'my visits'],
  [/\bkindly furnish (?:me with )?\b/gi, 'show me '],
  [/\bfurnish (?:me with )?\b/gi, 'show me '],
  [/\b(?:I )?(?:rescind|revoke|withdraw) my (?:previously (?:noticed|notified|registered|announced|indicated) )?attendance\b/gi, 'please cancel my visit'],
  [/\bmy attendance (on|for) ([^.;]{1,60}?) is (?:withdrawn|rescinded|revoked|cancelled|canceled)\b/gi, 'cancel my visit $1 $2'],
  [/\bmy attendance (on|for) ([^.;]{1,60}?) remains in (?:full )?force(?: and effect)?\b/gi, '$2 stays'],
  [/\b(?:no annotation|no note|no notes) (?:is |are )?(?:required|necessary|needed)\b/gi, 'no note needed'],
  [/\bintend to attend the hub\b/gi, 'will come to the hub'],
  // Names and follows: "my name shall not appear in any list", "that my name be omitted from", "withdraw any permission
  // for members to follow my arrivals", "enumerate those members, if any, who presently receive notification of my arrival".
  [/\bmy name (?:shall|should|must|will) not (?:appear|be (?:shown|listed|displayed|included)) (in|on)\b/gi, "I don't want my name $1"],
  [/\b(?:request )?that my name be (?:omitted|removed|excluded) from\b/gi, 'remove my name from'],
  [/\b(?:I )?withdraw (?:any|all|my) (?:permission|consent) for (?:members|anyone|others|people|anybody) to follow (?:me|my arrivals)\b/gi, 'nobody may follow me'],
  [/\benumerate (?:those |the )?members,?(?: if any,)? who\b/gi, 'who'],
  [/\b(?:presently |currently )?receives? (?:a )?notifications? of my arrivals?\b/gi, 'is notified when I arrive'],
  [/\ba summary of (?:all )?(?:the )?(information|data|details) (?:that )?you (?:presently |currently )?hold concerning me(?:,? together with my (?:current )?settings)?/gi, 'what $1 you hold about me'],
  [/\bthe week commencing\b/gi, 'the week of'],
  [/\bfor the period commencing (.{1,40}?) and ending (.{1,40}?)(?:,? both dates inclusive)?(?=[.;]|$)/gi, 'from $1 to $2'],
  [/\bshall be absent from the hub\b/gi, 'will be away'],
];

/** Words only that register writes: a message without one is left as it is ("(i) parser (ii) lexer" in notes stays). */
const MARK = /\b(?:undersigned|hereby|collectively|applicable to|intend to attend|herewith|hereof|hereinafter|pursuant|aforementioned|notwithstanding|furnish|ascertain|rescind|commencing|inclusive|effective immediately|unforeseen circumstances|avoidance of doubt|be advised)\b/i;

/** TEXT with a lawyer's phrases read as plain words, where it is written in that register. */
export function legaleseRead(text: string): string {
  return MARK.test(text) ? rewritten(text, PLAIN) : text;
}
