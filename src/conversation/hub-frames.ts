import type { HubAction } from '../commands/hub-action.js';
import { HUB_INTENTS } from '../commands/hub-intents.js';
import { readHubRow } from '../commands/hub-parse.js';
import { addDaysIso, type IsoDate } from '../time/hub-date.js';
import type { Item } from './items.js';
import type { Clause } from './meaning.js';
import type { When } from './when.js';
import { MONTHS, NOT_NAMES, SPELLINGS, WEEKDAYS } from './vocabulary.js';

/**
 * The hub's requests read by what they are about, not by how they are worded: a fallback for a message in which the
 * declared phrasings (hub-intents.ts) found no request at all. Each frame names the concepts a request must carry, in
 * any order and any words of a small vocabulary ("every time Hiro is coming to the hub, you send me": someone
 * arriving, and the member told; "no need to send me anymore about Hiro": telling, stopped, about someone). A message
 * must fit exactly one frame, whole; then it is that request, and otherwise it stays what it was (chat, or asked).
 */
export function hubFrames(body: string, today: IsoDate, items: readonly Item[]): Clause[] {
  const said = plainly(body);
  // A request taken back or only wondered about ("was gonna ask you to … but nvm", "if I end up not coming, do I have to
  // tell you?") asks for nothing.
  if (WITHDRAWN.test(said)) return [];
  // The day the message names, as the conversation read it: one day, or today when only a part of the day is named.
  // (The same day named twice, "Thursday … Thanksgiving", is one day; "now" beside another day is no day of its own.)
  const whens = items.flatMap((i) => (i.kind === 'when' && !(i.when.kind === 'day' && i.when.now) ? [i.when] : []));
  const days = new Set(whens.map((w) => (w.kind === 'day' ? w.future : '')));
  const day = whens.length === 0 ? (items.some((i) => i.kind === 'time') ? today : null) : days.size === 1 && !days.has('') ? dayOf(whens[0]!) : undefined;
  const fits = FRAMES.map((frame) => frame(said, day, today)).filter((c): c is Clause[] => c !== undefined);
  // (Two frames reading the same request, "nobody gets a message about me and I am not on the list, only today", are one.)
  const readings = new Set(fits.map((c) => JSON.stringify(c.map((clause) => (clause.type === 'write' ? clause.write : clause.type === 'read' ? clause.command : clause.type)))));
  const read = readings.size === 1 ? fits[0]! : [];
  // What someone else told the member ("Wren told me they're hiding from you today, don't tell nobody") is about them:
  // a frame that found a setting in it changes none of the member's.
  return REPORTED.test(said) ? read.filter((c) => c.type !== 'write') : read;
}

/** Another person's words passed on: a name, then told me / said / says / reckons. */
const REPORTED = /\b[A-Z][a-z]+ (?:told me|tells me|said|says|mentioned|reckons|was saying)\b/;

/** One day, unless it may be read two ways ("next wednesday": this week's or the next): then none is guessed. */
function dayOf(when: When): IsoDate | undefined {
  return when.kind === 'day' && when.alt === undefined ? when.future : undefined;
}

/** `day`: the one day named (null: none; undefined: several, or a span). */
const WITHDRAWN = /\b(?:nvm|never ?mind|forget (?:it|that|i asked|(?:that )?I said (?:anything|that|it|so)|what I said)|was (?:gonna|going to) ask|if I end up|do I (?:have|need) to)\b/i;

type Frame = (said: string, day: IsoDate | null | undefined, today: IsoDate) => Clause[] | undefined;

const write = (action: HubAction, intent: string, sure = true): Clause[] => [{ type: 'write', write: { op: 'hub', action }, sure, question: false, intent: `hub-frame-${intent}` }];
const read = (action: HubAction, intent: string): Clause[] => [{ type: 'read', command: { kind: 'hub', action }, intent: `hub-frame-${intent}` }];

/** Told: the member asks to be sent word ("tell me", "send me", "say to me", "let me know", "avísame"). */
const TOLD = /\b(?:(?:tell|send|say to|notify|inform|ping|message|text|alert|advise|buzz|remind) (?:me|us)\b|(?:let|leh|lemme) (?:me )?know|lmk|avísame|avisame|you send me|send me)/i;
/** Stopped: no more of something ("no need to …", "don't want more", "quit", "done with"). */
const STOPPED = /\b(?:no need|don'?t need|do not need|doh need|don'?t want|do not want|no more|not (?:any )?more|quit|stop|enough|done (?:with|wid)|i done)\b/i;
/** What telling sends: the words for a message about someone or something. */
const TELLING = /\b(?:tell(?:ing|in'?)?|send(?:ing)?|inform(?:ing)?|notify(?:ing)?|messages?|notifications?|notices?|heads-?ups?|news|pings?|alerts?|updates?)\b/i;
/** Lasting: every arrival; once: today's. */
const LASTING = /\b(?:every ?time|each time|whenever|always|every day|each day|not (?:just|only) today|from now on)\b/i;
const ONCE = /\b(?:today|tonight|this (?:morning|afternoon|evening)|once|one time)\b/i;
/** A limit the bot cannot hold on a follow ("till Friday", "for this week"): asked, not guessed. */
const LIMITED = /\b(?:till|until|til|through|for (?:this|the) week|this week|for a week|for now)\b/i;
/** Arriving, said after the person ("is coming to the hub", "reach", "gets in", "'s in"). */
const ARRIVING = /^(?:'s|s)?\s*(?:is |are |does |go |will )?(?:com(?:es?|ing)|reach(?:es)?|arriv(?:es?|ing)|gets? (?:in|here)|getting in|shows? up|walks? in|turns? up|rolls? in|pops? in|in\b|here\b|at the hub)/i;
/** Before the person: "when", "every time", "once", "as soon as". */
const ARRIVAL_OPENER = /\b(?:when|whenever|every ?time|each time|once|as soon as|the moment|if)\s*$/i;

/** Capitalised names ("Hiro", "Pax Umberlane", "Nico and Yara"), each with where it ends. */
export function names(said: string): Array<{ name: string; at: number; end: number }> {
  const found: Array<{ name: string; at: number; end: number }> = [];
  for (const m of said.matchAll(/\b[A-Z][a-z]+(?:[- ][A-Z][a-z]+(?:-[A-Z][a-z]+)?)?\b/g)) {
    const words = m[0].split(/[- ]/).map((w) => w.toLowerCase());
    const month = (w: string) => MONTHS.has(w) && !(GIVEN_NAME_MONTHS.has(w) && !saidAsMonth(said, m.index, m[0].length));
    if (words.some((w) => NOT_NAMES.has(w) || WEEKDAYS.has(w) || DAY_SHORT.has(w) || month(w) || NOT_A_NAME.has(w))) continue;
    found.push({ name: m[0], at: m.index, end: m.index + m[0].length });
  }
  return found;
}
/**
 * A message as the frames read it: one kind of apostrophe, one space for any run of blanks, and no title before a name
 * (Burmese "Ko Nico", "Dr Hiro": the name is the person).
 */
export function plainly(body: string): string {
  return spelled(body.replace(/[’‘]/g, "'").replace(TITLE, '').replace(/\s+/g, ' ').trim());
}

/**
 * The words in small letters spelt as the reader spells them ("send the remainders in the mourning": reminders, morning),
 * so a frame's vocabulary need not list every spelling the conversation's does. Capitalised words (names) stay.
 */
function spelled(text: string): string {
  return text.replace(/(?<![\p{L}'])[a-z][a-z']*(?![\p{L}'])/gu, (w) => {
    const as = SPELLINGS.get(w);
    // (Days stay as written: the frames take a message's days from what the reader made of them, once.)
    return as !== undefined && /^[a-z' ]+$/.test(as) && !WEEKDAYS.has(as) && !MONTHS.has(as) ? as : w;
  });
}
/** Weekdays cut short ("Mon and Thu"): no one. */
const DAY_SHORT = new Set(['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun']);
/** A title said before a name. */
const TITLE = /\b(?:Ko|Ma|Mr|Mrs|Ms|Mx|Dr|Miss|Auntie|Aunty|Uncle)\.?\s+(?=[A-Z][a-z])/g;
/** Months that are also given names ("no need to inform me about June anymore"): a name unless said as the month. */
const GIVEN_NAME_MONTHS = new Set(['april', 'june', 'august']);
/** Said as the month: a day number beside it, or a word of time before it ("in June", "until 3 June", "June 3rd"). */
function saidAsMonth(said: string, at: number, length: number): boolean {
  return /\b(?:in|since|until|till|from|by|through|early|late|mid|end of|start of|\d{1,2}(?:st|nd|rd|th)?(?: of)?)\s+$/i.test(said.slice(0, at)) || /^\s*\d/.test(said.slice(at + length));
}

/** Capitalised words that are no one: greetings, exclamations, holidays, places of this hub's world. */
const NOT_A_NAME = new Set(['hi', 'hello', 'hey', 'hej', 'good', 'please', 'dear', 'every', 'each', 'khalas', 'ok', 'okay', 'thanks', 'thank', 'ya', 'yes', 'no', 'well', 'oh', 'ope', 'boy', 'steups', 'thanksgiving', 'christmas', 'english', 'kindly', 'only', 'just', 'also', 'can', 'could', 'would', 'will', 'tell', 'send', 'let', 'no', 'don', 'don\'t', 'hub', 'frontdesk', 'inshallah', 'alhamdulillah', 'jaja', 'lol', 'edit', 'sorry']);

/** The people a frame is about: one name, or several joined by "and" ("Nico and Yara"). */
function peopleAt(said: string, at: number, end: number): string {
  const joined = /^(?:\s*(?:,|and|AND|And|&)\s*(?:and\s+)?)([A-Z][a-z]+(?:[- ][A-Z][a-z]+)?)/.exec(said.slice(end));
  return joined && names(joined[1]!).length === 1 ? `${said.slice(at, end)} and ${joined[1]}` : said.slice(at, end);
}

/** Told when someone arrives: every time (a follow), or today's arrival only. */
const follow: Frame = (said) => {
  if (!TOLD.test(said) || STOPPED.test(said) || LIMITED.test(said)) return undefined;
  const arriving = names(said).find((n) => ARRIVING.test(said.slice(n.end).replace(/^\s*(?:and|AND|And|&)\s+[A-Z][a-z]+(?:\s+both)?/, '').replace(/^\s*both\b/, '')) && (ARRIVAL_OPENER.test(said.slice(0, n.at)) || /\bwhen\b|\bevery ?time\b/i.test(said.slice(n.end))));
  if (!arriving) return undefined;
  const lasting = LASTING.test(said);
  if (!lasting && !ONCE.test(said)) return undefined;
  return write({ intent: 'follow', who: peopleAt(said, arriving.at, arriving.end), oneShot: !lasting }, 'follow');
};

/** No more word about someone: unfollow them. */
const unfollow: Frame = (said) => {
  if (!STOPPED.test(said) || !TELLING.test(said) || /\bremind/i.test(said)) return undefined;
  const about = names(said).find((n) => /\b(?:about|of|on|regarding|for)\s+(?:them,?\s+)?$/i.test(said.slice(0, n.at)) || /\bof them,?\s*$/i.test(said.slice(0, n.at)));
  return about ? write({ intent: 'unfollow', who: peopleAt(said, about.at, about.end) }, 'unfollow') : undefined;
};

/** The reminders, said as the messages of the evening before: stopped, or wanted in the morning instead. */
const REMINDING = /\b(?:reminders?|the (?:message|messages|ping|pings|note) the (?:evening|night) before|messages? in the (?:night|evening)|messages? (?:every|each) (?:night|evening)|(?:evening|night)(?:ly)? (?:message|messages|reminder|reminders|pings?))\b|\b(?:reminder|reminders|message) in the (?:evening|night)\b/i;
const reminders: Frame = (said) => {
  // ("would it stop the reminders?", "if I tell you I'm away, do the reminders stop?": asked about, not asked for.)
  if (!REMINDING.test(said) || /\bif I\b|\bwould it\b|\bdoes it\b/i.test(said)) return undefined;
  if (/\b(?:same )?morning (?:is|would be|will be) better|\bin the morning (?:is|would be) better|\bmorning instead\b|\bin the morning instead of\b/i.test(said)) return write({ intent: 'reminders', when: 'morning' }, 'reminders');
  // ("the evening before, not in the morning", "back to the night before"): the evening's.
  if (/\bthe (?:evening|night) before,? (?:not|instead of) (?:in )?the morning\b|\bback to the (?:evening|night) before\b/i.test(said)) return write({ intent: 'reminders', when: 'evening' }, 'reminders');
  return STOPPED.test(said) || /\buseless\b/i.test(said) ? write({ intent: 'reminders', when: 'off' }, 'reminders') : undefined;
};

/** The member's name hidden from the lists but counted; for today only, today's ghost. */
const NAME_SHOWN = /\b(?:my name|me by name)\b/i;
const HIDDEN = /\b(?:not|don'?t|do not|doh|without|hide|no)\b/i;
const LISTS = /\b(?:lists?|written|show|shown|visible|anywhere|digest|charts?|who'?s[- ]here)\b/i;
/** Today, and not "not only today" or "always". */
const TODAY_ONLY = /^(?![\s\S]*\b(?:not (?:only|just) today|always)\b)[\s\S]*\btoday\b/i;
const ANNOUNCED = /\b(?:announce(?:ment)?|(?:doh|don'?t|do not|nobody) (?:tell|gets? a message)|nobody gets a message)\b/i;
const listed: Frame = (said) => {
  if (!NAME_SHOWN.test(said) && !/\b(?:on|in) (?:the|de) (?:list|who'?s[- ]here)/i.test(said)) return undefined;
  if (!LISTS.test(said) || /\?\s*$/.test(said) && !/\bpossible\b/i.test(said)) return undefined;
  if (/\b(?:again|back)\b/i.test(said) && /\b(?:visible|show|shown|(?:on|in) (?:the|de) (?:[\w'-]+ )?lists?)/i.test(said)) return write({ intent: 'listed', listed: true }, 'listed');
  if (!HIDDEN.test(said)) return undefined;
  // ("…, just count me. edit: I mean always, not only today": lasting.)
  return TODAY_ONLY.test(said) ? write({ intent: 'ghost', on: true }, 'ghost') : write({ intent: 'listed', listed: false }, 'listed');
};
/** Not announced and not listed today: today's ghost, said without the name ("nobody gets a message about me today"). */
const ghost: Frame = (said) => (ANNOUNCED.test(said) && TODAY_ONLY.test(said) && !NAME_SHOWN.test(said) && !/\bwhen (?!I\b)[A-Z]/.test(said) ? write({ intent: 'ghost', on: true }, 'ghost') : undefined);

/** Who may follow the member: only those approved, nobody, or anyone. */
const followable: Frame = (said) => {
  if (!/\bfollow/i.test(said) || /\b(?:when|every ?time)\s+[A-Z][a-z]+ (?:comes?|arrives?|reach)/.test(said)) return undefined;
  if (/\b(?:only|just)\b[^.?!]{0,30}\b(?:approve|say ok|allow|accept|okay)\b/i.test(said)) return write({ intent: 'followable', followable: 'approved' }, 'followable');
  if (/\b(?:nobody|no one|noone|no-one)\b[^.?!]{0,20}\bfollow/i.test(said) || /\bnobody\.?\s*$/i.test(said)) return write({ intent: 'followable', followable: 'nobody' }, 'followable');
  if (/\b(?:anyone|anybody|everyone|everybody)\b[^.?!]{0,20}\bfollow/i.test(said) && /\bno need to approve|\bwithout (?:approv|asking)/i.test(said)) return write({ intent: 'followable', followable: 'anyone' }, 'followable');
  return undefined;
};

/** Someone at the hub today who knows a topic ("anybody here today knowing embedded systems?"). */
const whoKnows: Frame = (said) => {
  const m = /\b(?:anybody|anyone|someone|somebody|any ?one)\b[^.?!]{0,40}?\b(?:here|in|around|in (?:de|the) place|at the hub)\b[^.?!]{0,12}?\b(?:who |that )?(?:is )?(?:knowing|knows?(?: about| bout)?|can do|who can|that can|good (?:at|with))\s+([^.?!,]{2,40})/i.exec(said);
  if (!m) return undefined;
  const topic = m[1]!.replace(/\s+(?:today|now|here)$/i, '').replace(/^(?:a bit about|about|bout)\s+/i, '').trim();
  // ("anybody here know if the printer works?": a question, not a topic.)
  return topic && !/^(?:me|you|him|her|them|it|if|whether|where|what|how|when|who|why|which)\b/i.test(topic) ? read({ intent: 'whoKnows', topic }, 'whoKnows') : undefined;
};

/** How busy a day will be, asked with any word for full or empty ("gonna be some crowded Monday", "it go be pack up"):
 * the word said of the day, not of a thing ("full visibility", "the quiet room"). */
const CROWDED = /\b(?:crowded|full|busy|packed|pack(?:ed)? up|rammed|ghost town|empty|quiet|chill)\b(?=\s*(?:[?.!,;]|$|like|or|on|for|this|that|day|the day|today|tonight|tomorrow|tmrw|tmr|next|then|at the|in there|(?:mon|tue|wed|thu|fri|sat|sun)))/i;
const forecast: Frame = (said, day, today) => {
  if (!CROWDED.test(said) || !/\?|\b(?:will|gonna|going to|go be|becomes?|think)\b/i.test(said)) return undefined;
  // ("How do you figure out how busy a day will be?": the forecast asked about, not for.)
  // ("Fridays are usually quiet?": every Friday, not one day.)
  if (day === undefined || /\bhow (?:do|does) (?:you|it|the forecast)\b/i.test(said) || /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b/i.test(said)) return undefined;
  return read({ intent: 'forecast', date: day ?? addDaysIso(today, 1) }, 'forecast');
};

/** The usual days: weekdays said with a word that makes them one's habit ("my days in the hub is Sunday, Monday and
 * Wednesday", "Tuesdays and Thursdays I comes in regular, them's me days", "Every Wednesday and Friday I come"). */
const WEEKDAY_WORD = /\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?s?\b/gi;
const HABIT = /\b(?:my (?:hub |usual |regular |normal )?days?|me days|(?:is|are) my day|usually|normally|mostly|regular(?:ly)?|rhythm|every (?:mon|tue|wed|thu|fri|sat|sun)|this is (?:my program|fix))\b/i;
const NOT_USUAL = /\b(?:not|no|don'?t|can'?t|cannot|unable|won'?t|except|skip|this week|next week|next (?:mon|tue|wed|thu|fri|sat|sun)\w*|tomorrow|today|off)\b|n't\b/i;
const ROUTINE_ROW = HUB_INTENTS.find((row) => row.intent === 'routine' && row.strict)!;
/** The member's own days: "I come", "I'm in", "my days", "me days". */
const OWN = /\bI(?:'m| am)?\b[^.?!]{0,20}\b(?:come|comes|coming|in|here|there|at the hub)\b|\bmy\b|\bme days\b/i;
/** Days said as a span or a maybe ("Tuesday to Thursday", "sometimes fri"): the declared rows read those, or ask. */
const NOT_A_LIST = /\b(?:sometimes|maybe|odd|occasionally)\b|(?:day|\b(?:mon|tue|wed|thu|fri|sat|sun))\w*\s*(?:to|through|thru|till|until|-|–)\s*(?:mon|tue|wed|thu|fri|sat|sun)/i;
const routine: Frame = (said, _day, today) => {
  // ("are monday and thursday my usual days?": asked about, not set.)
  if (!HABIT.test(said) || !OWN.test(said) || NOT_USUAL.test(said) || NOT_A_LIST.test(said) || /^(?:are|is|do|does|am|was|were)\b/i.test(said)) return undefined;
  const days = said.match(WEEKDAY_WORD);
  if (days === null || !wholeList(said)) return undefined;
  const got = readHubRow(ROUTINE_ROW, '', [...new Set(days.map((d) => d.toLowerCase().replace(/s$/, '')))].join(' and '), today);
  return got && 'action' in got ? write(got.action, 'routine') : undefined;
};

/** The weekdays said are the whole list: nothing else among them, nor before them with a comma ("Mom, Wed and Fri" is a
 * day misspelt, not two days). */
function wholeList(said: string): boolean {
  const found = [...said.matchAll(WEEKDAY_WORD)];
  const first = found[0]!.index;
  const last = found.at(-1)!;
  const between = said.slice(first, last.index + last[0].length).replace(WEEKDAY_WORD, ' ').replace(/,|&|\/|\band\b|\bor\b|\bon\b|\bthe\b/gi, ' ').trim();
  return between === '' && !/\b[A-Za-z]+,\s*$/.test(said.slice(0, first));
}

/** Whom the member follows, or who follows them, asked any way ("which people I follow now?", "who'm I even followin?",
 * "whose arrivals am I receiving?", "who get the message when I reach?", "any people gettin a ping when I show up?"). */
const ASKED_WHO = /\b(?:who|whom|who'm|whose|which (?:people|persons|members|ones|folks))\b/i;
const I_FOLLOW = /\bI(?:'m| am| do| does| have| even| still)*\s+(?:follow(?:ing|in'?)?|subscribed(?: to)?|keeping an eye on|watching|(?:receiving|getting|gettin'?) (?:the )?(?:arrivals|pings|alerts|notifications))\b|\barrivals? (?:I(?:'m| am)?|am I|do I) (?:receiving|getting|gettin'?|get|receive)\b/i;
/** Who follows the member: "who (all) follow(s) me", or who gets a message when they arrive. */
const FOLLOWS_ME = /\bwho(?:'s| is| are| all| does| do)*\s+follow(?:s|ing|in'?)? me\b/i;
const PINGED_WHEN_I = /\b(?:gets?|getting|gettin'?|receives?|receiving) (?:a |the )?(?:message|ping|notification|alert|heads[- ]up)s? when I\b|\b(?:notified|told|pinged) when I (?:come|reach|arrive|get in|check in|show up)/i;
const following: Frame = (said) => (ASKED_WHO.test(said) && I_FOLLOW.test(said) && !FOLLOWS_ME.test(said) && !PINGED_WHEN_I.test(said) ? read({ intent: 'following' }, 'following') : undefined);
const followers: Frame = (said) =>
  (FOLLOWS_ME.test(said) || ((ASKED_WHO.test(said) || /\b(?:any|anybody|anyone)\b/i.test(said)) && PINGED_WHEN_I.test(said))) && !I_FOLLOW.test(said) && !WONDERING.test(said) ? read({ intent: 'followers' }, 'followers') : undefined;
/** Only wondering what would happen: "what would happen if …", "suppose I …", "just wondering". */
const WONDERING = /\bwhat (?:would|will) happen\b|\bsuppose\b|\bjust (?:wondering|asking|curious)\b|\bwhat'?s the difference\b/i;
/** What the bot keeps of the member, or who sees that they are in ("what do you actually store?", "can the others see when
 * I am in?", "who can see me?", "what settings are there for me?"): asked, never changed. Not who sees their notes or usual
 * days (help answers that). */
const SEEN = /\b(?:(?:can|could)\s+(?:the )?(?:others|other people|other members|everyone|everybody|anyone|anybody|people|members)|(?:is|are)\s+(?:everyone|everybody|anyone|anybody|people|others)\s+able to|who (?:all )?(?:can|could|gets to))\s+see (?:me\b|(?:when|that|if|whether) I\b|I'?m\b|I am\b)/i;
const KEPT = /\bwhat\b[^.?!]{0,30}\b(?:have|saved|stored|keep|hold|know|store|save)\b[^.?!]{0,15}\b(?:on|about) me\b|\bwhat (?:do|did) you (?:actually |really )?(?:store|keep|save|hold|know)\b|\b(?:what|which) (?:all )?settings\b[^.?!]*\b(?:me|my|I)\b/i;
const privacy: Frame = (said) => ((SEEN.test(said) || KEPT.test(said)) && !/\b(?:delete|erase|forget|remove)\b/i.test(said) ? read({ intent: 'privacy' }, 'privacy') : undefined);
const forgetMe: Frame = (said) =>
  /\b(?:delete|erase|forget|remove|wipe)(?: out)? (?:me\b|(?:all|everything)\b|(?:the |my )?(?:data|information|info)\b)/i.test(said) && /\b(?:all|everything|totally|data|information)\b|\bme\s*[.!]/i.test(said)
    ? write({ intent: 'forgetMe' }, 'forgetMe', false)
    : undefined;

/** One usual day not come to ("thursday no hub, normally my day but not this one", "No Wednesday for me this week, I skip it"). */
const skip: Frame = (said, day) =>
  typeof day === 'string' && /\b(?:skip|no hub|not coming|don'?t come|do not come|not come|no \w+day for me|falls away|can'?t come)\b/i.test(said) && /\b(?:usual|normally|my day|skip it|regular)\b/i.test(said)
    ? write({ intent: 'skip', date: day }, 'skip')
    : undefined;

/** The usual days given up ("can't really do regular days anymore, just take em all off"). */
const routineClear: Frame = (said) =>
  /\b(?:regular|usual|fixed|set|normal|standing) days\b/i.test(said) && /\b(?:anymore|any more|no more|no longer)\b|\btake (?:them|em|'em) (?:all )?off\b/i.test(said) && /n't\b|\b(?:no|not|cannot)\b/i.test(said)
    ? write({ intent: 'routine', days: [] }, 'routine')
    : undefined;

const FRAMES: Frame[] = [routineClear, follow, unfollow, reminders, listed, ghost, followable, whoKnows, forecast, routine, following, followers, privacy, forgetMe, skip];
