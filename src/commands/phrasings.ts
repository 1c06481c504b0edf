import type { Bias } from './dates.js';

/**
 * How members say things, as data. Each row: the phrasings (see grammar.ts
 * for the template syntax; words in their canonical spelling, words.ts) and
 * the intent. The intent decides what the words after the phrasing may be
 * (intents.ts): an optional date then notes for `checkin` ("I'm here, pairing
 * on X"), a date and nothing but filler for `cancel` ("can't make it friday,
 * sorry"), a date or range for `whosHere`, required text for `noteSet`…
 *
 * `bias` says which way a bare weekday points ("who's coming fri" looks ahead).
 * Adding a phrasing is one line here and one line in the corpus.
 */
export type Intent =
  | 'checkin'
  | 'cancel'
  | 'leave'
  | 'noteSet'
  | 'noteShow'
  | 'noteClear'
  | 'whosHere'
  | 'presence'
  | 'lastVisit'
  | 'myVisit'
  | 'visits'
  | 'whois'
  | 'digest'
  | 'help'
  | 'howTo'
  | 'hello'
  | 'thanks'
  | 'bye'
  | 'checkout'
  | 'note'
  | 'in'
  | 'helpTopic'
  | 'chart'
  | 'status'
  | 'onTheWay'
  | 'back'
  | 'ack'
  | 'yes';

export interface Phrasing {
  say: string | string[];
  intent: Intent;
  bias?: Bias;
  /** The strict command syntax (the reference table of docs/commands.md): confidence `exact`. */
  strict?: boolean;
  /** Only with a date right after it ("coming tomorrow"; "coming soon" is no visit). */
  needsDate?: boolean;
  /** Close to a write but never sure enough: always asks ("I'm not here": cancel? or just chat?). */
  ask?: boolean;
  /** Also means "away" ("I'm out today": leaving, or not coming?): with a date, asks which. */
  absent?: boolean;
}

export const MACROS = new Map<string, string>(Object.entries({
  im: "i'm | i am",
  ill: "i'll | i will | i'm going-to | i am going-to | going-to | i'm going to | i am going to | i plan to | i'm planning to | planning to | i should | i'd like to",
  at: 'here | in | at the hub | in the hub | at the office | in the office | at hub | around | at rc | in the space | at the space',
  come: '(come | coming | be | be coming | swing | swinging | pop | popping | stop | stopping | drop | dropping) [in | by | over | to the hub | into the hub | around | there | here]',
  checkin: 'checkin | check in | sign in | signin | log in',
  visit: 'visit | checkin | check in | plan | booking | reservation | spot | day',
  note: 'note | notes',
  who: "who's | who is | who are | who",
  anyone: 'anyone | people | everyone | anything',
  cant: "can't | can not | won't be able to | will not be able to | unable to | not able to",
  notcoming: "not (coming | going-to come | gonna come) [in] | not going to come [in] | not going to make it | not going-to make it | won't (be in | be coming [in] | come [in] | make it | be there | be around | be at the hub) | will not (be in | come [in] | make it)",
  leaving: 'leaving | heading out | heading home | going home | signing off | logging off | checking out | off home | out of here | outta here | taking off | clocking out | leaving the hub | leaving now',
}));

/** The strict syntax (docs/architecture.md, "The command language"; the reference table of docs/commands.md); specs.ts lists the same words for `help`. */
export const STRICT: Phrasing[] = [
  { say: '(checkin | check in | checkin)', intent: 'checkin', bias: 'future', strict: true },
  { say: 'in', intent: 'in', bias: 'future', strict: true },
  { say: '(checkout | check out | out)', intent: 'checkout', bias: 'future', strict: true },
  { say: '(cancel | uncheckin)', intent: 'cancel', bias: 'future', strict: true },
  { say: '(leaving | leave)', intent: 'leave', strict: true },
  { say: '<note>', intent: 'note', bias: 'future', strict: true },
  { say: "(who's here | who is here | here | who)", intent: 'whosHere', bias: 'nearest', strict: true },
  { say: '(whois | who is)', intent: 'whois', strict: true },
  { say: '(visits | history)', intent: 'visits', strict: true },
  { say: 'digest', intent: 'digest', bias: 'past', strict: true },
  { say: '(chart | attendance)', intent: 'chart', strict: true },
  { say: '(help | commands)', intent: 'helpTopic', strict: true },
  { say: 'status', intent: 'status', strict: true },
];

export const PHRASINGS: Phrasing[] = [
  // Check in today, maybe with notes.
  { say: ['<im> [now | just] (here | in | at the hub | in the hub | at the office | at hub | at rc | in the space | at the space | in the building | back)', '<im> [now] (checking | signing) in'], intent: 'checkin' },
  // Back after leaving: clears today's departure, and never makes a visit by itself.
  { say: ['(undo | cancel | scrap) [my] (leaving | checkout | check out | departure)', "i (didn't | did not) (leave | check out | mean to leave)", "i (haven't | have not) left", "<im> not leaving", "<im> still (here | in | at the hub)", "still here"], intent: 'back' },
  // Not arrived yet: the visit is today, but not now.
  { say: ['[<im>] on my way', 'omw', 'otw', '[<im>] on the way', '[<im>] running late', '<ill> be (there | here | in) (soon | shortly | in a bit | in a few | later)'], intent: 'onTheWay' },
  { say: ['[just] (arrived | got here | got in | made it | walked in)', "<im> [just] (arrived | here now)", 'here now', 'arrived at the hub'], intent: 'checkin' },
  { say: ['(checking | signing | logging) in', 'check in', '[please] (check | sign | log) me in', '(checkin | check in) me', '(mark | put) me (in | down | as here | as in | present)', 'count me in', 'in the house'], intent: 'checkin' },
  // Plan a visit (or check in: "coming in" with no date is today).
  { say: ['coming'], intent: 'checkin', bias: 'future', needsDate: true },
  { say: ['<ill> <come>', '<im> <come>', '<im> (coming | dropping) (in | by | over)', '(coming | dropping | popping | swinging | stopping) (in | by | over)', 'coming to the hub', '<im> coming to the hub', 'i (plan | hope) to (come | be) [in | there]'], intent: 'checkin', bias: 'future' },
  { say: ['sign me up', 'sign up', 'come (in | by | over)', 'put me down', 'book me [in]', '(plan | book | schedule | reserve) [a | my] (visit | spot | day | desk)', '(plan | book | schedule) me [in]', 'add me', 'add a visit', 'count me in', 'save me a spot'], intent: 'checkin', bias: 'future' },
  // Cancel a visit: the record goes.
  { say: ['[i] <cant> (make it | come [in] | be there | be in | be here | attend)', "<im> <notcoming>", '<notcoming>', "i <notcoming>"], intent: 'cancel', bias: 'future' },
  { say: ['[<ill> | <im> | i | going-to] (skip | skipping) [the hub | my visit]'], intent: 'cancel', bias: 'future' },
  { say: ['not (in | here | around | at the hub)', '<im> not (in | here | around | at the hub)'], intent: 'cancel', bias: 'future', ask: true },
  { say: ['not'], intent: 'cancel', bias: 'future', ask: true, needsDate: true },
  { say: ['cancel [my | the | a | this | that] (<visit>)', 'cancel me', 'cancel', '(undo | remove | delete | drop | scrap) my (<visit>)', 'undo [my | the] (checkin | check in)', '(uncheck | un-check) me', 'uncheck'], intent: 'cancel', bias: 'future' },
  // Leaving: the visit stays, the departure time is recorded.
  { say: ["<im> (out | off)"], intent: 'leave', absent: true },
  { say: ['[<im> | i am] (<leaving>)', "<im> (done [for the day | for today] | heading off)", 'check me out', 'sign me out', '(checking | signing) out', 'calling it a day', 'done for the day', 'off i go', 'i left', "i've left", 'just left', 'left', 'left the hub'], intent: 'leave' },
  // Notes.
  { say: ['(update | change | set | edit | replace | make) [my] <note> {when?} to', '(update | change | set | edit | replace) [my] <note> [to | as]'], intent: 'noteSet', bias: 'future' },
  { say: ['(add | put) [a] <note> [:]', 'new note', 'my <note> (are | is | should be | should say) [:]'], intent: 'noteSet', bias: 'future' },
  { say: ['(clear | delete | remove | erase | wipe | reset | empty) [my | the] <note>', '(clear | delete | remove | erase | wipe) [the] <note> (for | on | of) [my visit]', 'no <note>'], intent: 'noteClear', bias: 'future' },
  { say: ['(show | see | read | view | display | get) [me] [my] <note>', "(what's | what is | what are | what were) [in] my <note>", 'what did i (write | put) [in my <note> | as my <note> | for my <note>]', 'my <note>'], intent: 'noteShow', bias: 'future' },
  // Who is at the hub.
  { say: ['<who> [is | are] (<at> | there | in today | in now | around now | here now | here today)', "who's (here | around | in)", 'who else is (here | around | in)', '<who> else (<at>)', 'who all is (here | around | in)'], intent: 'whosHere', bias: 'past' },
  { say: ['(show | tell) me <who> [is | are] (<at> | there | coming)', "(show | tell) me (<anyone>) [who is | who's] (<at>)"], intent: 'whosHere', bias: 'nearest' },
  { say: ['<who> [is | are] (was | were | has been | came | visited | checked in | came in | showed up) [<at>]', '<who> (was | were) (<at> | there)', 'who came in', 'who visited', 'who checked in', 'who showed up'], intent: 'whosHere', bias: 'past' },
  { say: ['<who> [else] [is | are] (coming | coming in | checking in | planning to come | planning on coming | signed up | booked | going to be <at> | going-to be <at> | will be <at>)', 'who will be (<at> | there)', "who's going to be (<at> | there)", "who's [else] (coming | booked | signed up | checking in)"], intent: 'whosHere', bias: 'future' },
  { say: ['(is | are) [there] (<anyone>) (<at> | there | in today)', '(<anyone>) (<at> | there | in today)', 'any (people | visitors | members) (<at> | today)'], intent: 'whosHere', bias: 'past' },
  { say: ['(is | are) [there] (<anyone>) (coming | coming in | checking in | planning to come | planning on coming | going to be <at> | going-to be <at>)', '(<anyone>) (coming | coming in)', 'will (<anyone>) be (<at> | there)'], intent: 'whosHere', bias: 'future' },
  { say: ['(was | were) [there] (<anyone>) (<at> | there | in)', 'did (<anyone>) (come [in] | show up | visit)'], intent: 'whosHere', bias: 'past' },
  { say: ['how many (people | visitors | members | of us) (is | are | were | was | will be | have been) [there] (<at> | there | coming | coming in | checked in)', 'how many [people | visitors | members] (checked in | came | came in | visited)', 'how many [people | visitors] (are | were) [there]', 'how busy is (it | the hub)', 'how full is the hub', 'how many here'], intent: 'whosHere', bias: 'past' },
  { say: ['(show | list | give) [me] [the] (visitors | check-ins | checkins | list of visitors | people here)', 'visitors', 'list visitors'], intent: 'whosHere', bias: 'past' },
  { say: ['(show | give | draw | make) [me] [a | the] (chart | graph | picture | plot) [of] [the] [hub] [attendance | visits | visitors]', '(show | give) [me] [the] [hub] attendance', 'hub attendance', 'attendance chart', 'chart of [the] [hub] (attendance | visits)'], intent: 'chart' },
  // One person: here? coming? last here?
  { say: ['(is | was) {who} (<at> | there | in today | in now)', 'has {who} (been in | been here | come in | checked in | arrived | shown up)', 'did {who} (come in | come | visit | check in | show up)'], intent: 'presence', bias: 'past' },
  { say: ['(is | are) {who} (coming | coming in | checking in | planning to come | going to be <at> | going-to be <at> | dropping by | booked | signed up)', 'will {who} be (<at> | there | coming [in])', 'is {who} going to (come | be) [in | here | there]'], intent: 'presence', bias: 'future' },
  { say: ['when (was | were) {who} last (<at> | there)', 'when did {who} last (come [in] | visit | check in | show up | come by)', "when's the last time {who} (was <at> | came [in] | visited)", 'when was the last time {who} (was <at> | came [in] | visited)', '[when was] my last visit', "when's my last visit"], intent: 'lastVisit' },
  // My own day and history.
  { say: ['am i (checked in | signed in | <at>)', 'did i (checkin | check in | sign in)', 'have i (checked in | signed in)', 'did i already (checkin | check in)', 'my status', "what's my status", 'is my (checkin | visit) (in | recorded | there)'], intent: 'myVisit', bias: 'past' },
  { say: ['am i (on the list | booked | signed up | coming | coming in | down | registered | planned)', 'did i (sign up | book | plan)', 'have i (booked | signed up | planned)', 'do i have a (visit | checkin | booking | spot)', 'have a (visit | checkin | booking | spot)', 'is my (visit | checkin | booking | spot)', 'did you (cancel | delete | remove | drop) my {when?} (visit | checkin | booking | spot)'], intent: 'myVisit', bias: 'future' },
  { say: ['[show | list | give] [me] my (visits | history | visit history | check-ins | checkins | attendance)', 'how many (times | days | visits) (have i | did i) (been | come | visit | visited | made | checked in) [in | here | to the hub]', 'how often (have i been | did i come | have i come | do i come) [in | here]', 'where have i been', 'when have i been (in | here)', 'which days (was i | have i been | did i come) (in | here)'], intent: 'visits' },
  // Looking someone up.
  { say: ['(tell me about | look up | lookup | find | search for | search | info on | info about | profile of | profile for | details for | details on | show me the profile of | who the heck is)', 'do you know', 'what do you know about'], intent: 'whois' },
  { say: ['(show | preview) [me] [the] digest', 'digest preview', "(today's | the) digest"], intent: 'digest', bias: 'past' },
  // The bot's own status (admins). "my status" is the member's visit (above), never this.
  { say: ['(bot | frontdesk | your | system) (status | health)', 'health [check]', '(show | get) [me] [the] (bot | frontdesk) status', "(what's | what is) [the] (bot's | frontdesk's | your) status", 'uptime', 'status report'], intent: 'status' },
  // Help, greetings, thanks.
  { say: ['what can (you | i) (do | say | ask | type) [here]', 'what do you do', 'what are you', 'what are you for', 'who are you', 'how does this work', 'how do you work', 'how do i use (you | this | frontdesk)', 'what (commands | options) [are there | do you have | can i use]', 'list [the] commands', 'show [me] [the] commands', '[i] need help', 'help me', 'can you help [me]', 'usage', 'menu', 'options', 'instructions', '(what | how) (should | do) i (say | type | write)'], intent: 'help' },
  { say: ['how (do | can | should | would) (i | we | one) [go about]', 'how to', "what's the command (to | for)", 'what is the command (to | for)', 'what do i (say | type | send) to', 'is there a (way | command) to', 'what happens if (i | we)', "why (can't | don't | doesn't) (i | we)"], intent: 'howTo' },
  { say: ['hi', 'good (morning | afternoon | evening | day)', 'morning', 'afternoon', 'evening', 'greetings', "what's up", 'sup', "how's it going", 'how are you', 'hiya'], intent: 'hello' },
  { say: ['thanks', 'thanks a lot', 'many thanks', 'much appreciated', 'appreciate it', 'great thanks', 'ok thanks', 'you rock', 'love it', 'good bot'], intent: 'thanks' },
  // "yes" to a question of mine: I keep no conversation state, so it must not pass for a go-ahead.
  { say: ['yes', 'yep', 'yup', 'yeah', 'yes please', 'sure', 'please do', 'do it', 'go ahead', 'correct', "that's right", 'exactly', 'confirm', 'confirmed'], intent: 'yes' },
  { say: ['ok', 'got it', 'noted', 'nope', 'no', 'nah', 'fine', 'great', 'perfect', 'awesome', 'nice', 'cool', 'sounds good', 'understood', 'roger', 'will do', 'never mind', 'nevermind'], intent: 'ack' },
  { say: ['bye', 'see you', 'see you later', 'see you all', 'later', 'good night', 'night', 'have a good (one | day | night | weekend)'], intent: 'bye' },
  { say: ["(who's | who is)"], intent: 'whois' },
];

/**
 * Words before the message proper, stripped one after another: greetings,
 * "hey frontdesk,", "ok so", and the two that matter: a polite request
 * ("can you …", "please …": the rest is asked for) and a question about
 * doing something ("should I …", "can I …": the rest is only asked about).
 */
export type Lead = 'request' | 'question' | 'greeting' | 'filler';

export const LEADS: Array<{ say: string | string[]; lead: Lead }> = [
  { say: ['please', 'kindly', '(can | could | would | will) you [please | kindly | just]', 'would you mind', 'i (want | need | would like | wanted) to', "i'd like to", 'want-to', 'i want-to', 'let me', 'go ahead and'], lead: 'request' },
  { say: ['(should | can | may | could | shall | must) (i | we)', 'do (i | we) (need | have) to', 'am i supposed to', 'is it ok (to | if i)', 'do i', 'should i still', 'do you want me to'], lead: 'question' },
  { say: ['hi [there | frontdesk | bot | all | team | everyone | people | friend | again]', 'good (morning | afternoon | evening) [frontdesk | there | all | everyone]', '(morning | afternoon | evening) [frontdesk | all | everyone]', 'frontdesk', 'dear frontdesk', '@**frontdesk', '@frontdesk', '@_**frontdesk'], lead: 'greeting' },
  { say: ['ok', 'so', 'sorry', 'sry', 'ugh', 'um', 'uh', 'oh', 'also', 'and', 'well', 'hmm', 'right', 'actually', 'btw', 'oops', 'quick question', 'question', 'just', 'fyi', 'heads up', 'reminder', 'scratch that', 'change of plans', 'change of plan', 'plans changed', 'never mind', 'nevermind'], lead: 'filler' },
];

/** A message that starts with one of these asks something, whatever it ends with. */
export const QUESTION_WORDS = new Set([
  'am', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'should', 'shall', 'will', 'would', 'could', 'can', 'have', 'has',
  'how', 'what', 'when', 'where', 'who', 'why', 'which', 'whose', "what's", "who's", "when's", "how's", "where's",
]);
