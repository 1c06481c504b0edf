import type { HubAction, HubIntent } from './hub-action.js';

/**
 * How members ask for the hub's features (issue 26), as DATA: one row per
 * way of saying it. Templates use the phrasing grammar (grammar.ts: words in
 * their canonical spelling, `(a | b)`, `[optional]`, `<macro>` from
 * phrasings.ts, `{who}` a middle slot); the words after a template are read
 * by the row's `slot` reader (hub-parse.ts), and a row only matches when they
 * read. `fixed` is what the phrasing itself says ("stop reminders": off).
 *
 * `writes`: changes what frontdesk holds or the directory. `confirm`: only
 * the exact command acts; this phrasing offers it ("delete my data" ->
 * "Did you mean `forget me`?"). `strict`: the exact command syntax (help's).
 * A question about a write ("should I skip friday?") never acts either.
 *
 * This table is meant to move into src/conversation/ as declarations; the
 * adapter into today's parser is hub-parse.ts.
 */
export type HubSlot =
  /** Nothing after the phrasing but filler. */
  | 'none'
  /** A person (name, mention, email, person id) after the phrasing, or in its `{who}` slot. */
  | 'person'
  /** Weekdays ("tue thu", "tuesdays and thursdays", "weekdays"). */
  | 'weekdays'
  /** Weekdays said as a habit: plural ("tuesdays") or after "every" (so "I'm in tue" stays a plan). */
  | 'habit'
  /** One date. */
  | 'date'
  /** One date, tomorrow when none is given. */
  | 'dateOrTomorrow'
  /** A span ("dec 20 to jan 3"), or one day. */
  | 'span'
  /** What someone knows ("rust", "Postgres"). */
  | 'topic'
  /** One word out of the row's `choices`. */
  | 'choice';

export interface HubIntentRow {
  intent: HubIntent | 'help';
  say: string | string[];
  slot: HubSlot;
  /** For `choice`: the words allowed, each to the action fields it sets. */
  choices?: Record<string, Partial<HubAction>>;
  fixed?: Partial<HubAction>;
  writes: boolean;
  confirm?: boolean;
  strict?: boolean;
}

const WHEN_IN = '(comes in | comes | arrives | gets here | gets in | is in | is here | shows up | checks in | walks in)';

export const HUB_INTENTS: HubIntentRow[] = [
  // Follows.
  { intent: 'follow', say: 'follow', slot: 'person', fixed: { oneShot: false }, writes: true, strict: true },
  { intent: 'follow', say: [`(tell | ping | notify | message | dm) me (whenever | every time) {who} ${WHEN_IN}`, `know (whenever | every time) {who} ${WHEN_IN}`], slot: 'person', fixed: { oneShot: false }, writes: true },
  // "let me" is a leading request (phrasings.ts LEADS), already stripped: "let me know when…" arrives as "know when…".
  { intent: 'follow', say: [`(tell | ping | notify | message | dm) me when {who} ${WHEN_IN}`, `know when {who} ${WHEN_IN}`], slot: 'person', fixed: { oneShot: true }, writes: true },
  { intent: 'unfollow', say: 'unfollow', slot: 'person', writes: true, strict: true },
  { intent: 'unfollow', say: ['stop following', "(don't | do not) follow", 'stop telling me about'], slot: 'person', writes: true },
  { intent: 'following', say: 'following', slot: 'none', writes: false, strict: true },
  { intent: 'following', say: ['who (am i following | do i follow)', '(my | show my | list my) follows', 'who am i following'], slot: 'none', writes: false },
  { intent: 'followers', say: 'followers', slot: 'none', writes: false, strict: true },
  { intent: 'followers', say: ['my followers', 'who (follows | is following) me', 'who can see when i arrive'], slot: 'none', writes: false },
  { intent: 'answerFollow', say: 'allow', slot: 'person', fixed: { allow: true }, writes: true, strict: true },
  { intent: 'answerFollow', say: '(refuse | deny)', slot: 'person', fixed: { allow: false }, writes: true, strict: true },
  // Routines and reminders.
  { intent: 'routine', say: 'usually', slot: 'weekdays', writes: true, strict: true },
  { intent: 'routine', say: ['i (usually | normally | typically | generally) (come | come in | visit | am in | am here | am at the hub) [on]', "<im> (usually | normally | typically | generally) (in | here | at the hub) [on]", 'my routine is', '(set | change) my routine [to]'], slot: 'weekdays', writes: true },
  { intent: 'routine', say: ['i (come | come in | visit | am in) [on]', "<im> (in | here | at the hub) [on]"], slot: 'habit', writes: true },
  { intent: 'routine', say: ['(clear | delete | remove | forget) my routine', 'no routine', 'usually never'], slot: 'none', fixed: { days: [] }, writes: true },
  { intent: 'skip', say: 'skip', slot: 'date', writes: true, strict: true },
  { intent: 'away', say: 'away', slot: 'span', writes: true, strict: true },
  { intent: 'away', say: ['<ill> be away', '<im> away', '<im> (on | going on) (vacation | holiday | leave)', '<ill> be (on vacation | on holiday | out of town)'], slot: 'span', writes: true },
  { intent: 'reminders', say: ['reminders', 'reminder'], slot: 'choice', choices: { off: { when: 'off' }, on: { when: 'evening' }, evening: { when: 'evening' }, morning: { when: 'morning' } }, writes: true, strict: true },
  { intent: 'reminders', say: ['(stop | no | no more | turn off | disable) reminders', "(don't | do not) remind me"], slot: 'none', fixed: { when: 'off' }, writes: true },
  { intent: 'reminders', say: ['remind me in the', 'remind me the'], slot: 'choice', choices: { morning: { when: 'morning' }, evening: { when: 'evening' }, 'evening before': { when: 'evening' }, 'night before': { when: 'evening' } }, writes: true },
  { intent: 'myPlans', say: 'my plans', slot: 'none', writes: false, strict: true },
  { intent: 'myPlans', say: ['(show | what are | list) my plans', 'plans', "what's my schedule", 'my schedule'], slot: 'none', writes: false },
  { intent: 'forecast', say: 'forecast', slot: 'dateOrTomorrow', writes: false, strict: true },
  { intent: 'forecast', say: ['how busy will (it | the hub) be', 'how many (people | visitors) (will come | will be in | will be here | to expect | are expected | should we expect)'], slot: 'dateOrTomorrow', writes: false },
  // Who's here that knows X.
  {
    intent: 'whoKnows',
    say: [
      "<who> [is | are] (here | around | in) [today | now] (into | knows | who knows | that knows | who know | that know | interested in | who's into | who is into | who are into | knowing)",
      '(is | are) [there] (<anyone>) (here | around | in) [today | now] (who | that) (knows | know | is into | are into | does | uses | works with | likes)',
      '(<anyone>) (here | around) [today | now] (who | that) (knows | know | is into | are into | does | uses | works with | likes)',
      '(<anyone>) (here | around) [today | now] into',
    ],
    slot: 'topic',
    writes: false,
  },
  // Privacy centre.
  { intent: 'privacy', say: 'privacy', slot: 'none', writes: false, strict: true },
  { intent: 'privacy', say: ['my privacy', 'privacy settings', 'my (settings | data)', 'what do you (know | hold | store | keep) about me'], slot: 'none', writes: false },
  { intent: 'listed', say: 'listed', slot: 'choice', choices: { yes: { listed: true }, no: { listed: false } }, writes: true, strict: true },
  { intent: 'listed', say: ["(don't | do not) (list | name) me", 'hide my name', 'unlist me'], slot: 'none', fixed: { listed: false }, writes: true },
  { intent: 'listed', say: ['show my name', 'list me by name'], slot: 'none', fixed: { listed: true }, writes: true },
  { intent: 'followable', say: 'followable', slot: 'choice', choices: { anyone: { followable: 'anyone' }, approved: { followable: 'approved' }, nobody: { followable: 'nobody' } }, writes: true, strict: true },
  { intent: 'followable', say: 'who can follow me', slot: 'choice', choices: { anyone: { followable: 'anyone' }, approved: { followable: 'approved' }, nobody: { followable: 'nobody' } }, writes: true },
  { intent: 'followable', say: ['(let | allow) (anyone | everyone) [to] follow me', 'anyone (can | may) follow me'], slot: 'none', fixed: { followable: 'anyone' }, writes: true },
  { intent: 'followable', say: ['(nobody | no one) (can | may) follow me', "(don't | do not) let anyone follow me"], slot: 'none', fixed: { followable: 'nobody' }, writes: true },
  { intent: 'followable', say: ['ask me (before | first)'], slot: 'none', fixed: { followable: 'approved' }, writes: true },
  { intent: 'ghost', say: 'ghost', slot: 'choice', choices: { '': { on: true }, today: { on: true }, on: { on: true }, off: { on: false } }, writes: true, strict: true },
  { intent: 'ghost', say: ["(don't | do not) (list | announce | show) me today", 'hide me today'], slot: 'none', fixed: { on: true }, writes: true },
  { intent: 'forgetMe', say: 'forget me', slot: 'none', writes: true, strict: true },
  { intent: 'forgetMe', say: ['(delete | erase | remove | wipe) (my data | everything about me | all my data | what you know about me | what you have about me)', 'forget (everything about me | about me)'], slot: 'none', writes: true, confirm: true },
  // Help on any of them.
  { intent: 'help', say: '(help | help me with)', slot: 'choice', choices: Object.fromEntries(['follow', 'unfollow', 'following', 'followers', 'allow', 'refuse', 'usually', 'routine', 'skip', 'away', 'reminders', 'my plans', 'plans', 'forecast', 'privacy', 'listed', 'followable', 'ghost', 'forget me', 'arrivals'].map((w) => [w, {}])), writes: false },
];

/** The exact command that does `action` (what a clarification offers; parsing it gives `action` back). */
export function hubCommandText(action: HubAction): string {
  switch (action.intent) {
    case 'follow':
      return `follow ${action.who}`;
    case 'unfollow':
      return `unfollow ${action.who}`;
    case 'answerFollow':
      return `${action.allow ? 'allow' : 'refuse'} ${action.who}`;
    case 'routine':
      return action.days.length ? `usually ${action.days.map((d) => ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][d]).join(' ')}` : 'usually never';
    case 'skip':
      return `skip ${action.date}`;
    case 'away':
      return `away ${action.from} to ${action.to}`;
    case 'reminders':
      return `reminders ${action.when}`;
    case 'forecast':
      return `forecast ${action.date}`;
    case 'whoKnows':
      return `who's here into ${action.topic}`;
    case 'listed':
      return `listed ${action.listed ? 'yes' : 'no'}`;
    case 'followable':
      return `followable ${action.followable}`;
    case 'ghost':
      return `ghost ${action.on ? 'today' : 'off'}`;
    case 'forgetMe':
      return 'forget me';
    case 'myPlans':
      return 'my plans';
    default:
      return action.intent;
  }
}
