import type { Item } from './items.js';

/**
 * A clause in another language ("mañana voy al hub y el jueves también", "je serai là mardi"): two of its words or
 * more are the little words of Spanish, French, Portuguese, Italian or Haitian Creole. (Unknown English words are no sign: "friday
 * i'm bringing the soldering kit" is English the templates do not spell.) Its days were read (the vocabulary knows
 * "jueves"); what it asks was not.
 */
export function inAnotherLanguage(items: Item[]): boolean {
  return items.filter((i) => i.kind === 'word' && FOREIGN_LITTLE_WORDS.has(i.word)).length >= 2;
}

// (Not those English or texting also writes: "no", "ya", "es", "est", "con", "mi", "pas".)
const FOREIGN_LITTLE_WORDS = new Set([
  // Spanish
  'el', 'los', 'las', 'al', 'del', 'y', 'que', 'voy', 'vamos', 'estoy', 'está', 'soy', 'sos', 'también', 'tambien', 'pero', 'porque', 'muy', 'tengo', 'hay', 'yo',
  // French
  'je', 'suis', 'serai', 'sera', 'là', 'les', 'et', 'pour', 'avec', 'mais', 'nous', 'moi', 'aussi', 'ça',
  // Portuguese and Italian
  'eu', 'vou', 'estou', 'não', 'io', 'sono', 'anche', 'domani', 'oggi',
  // Haitian Creole ("m ap vini demen", "mwen pa ka vini")
  'mwen', 'ap', 'vini', 'pral', 'gen', 'nan', 'mete', 'kounye',
]);
