import type { HubAction, HubIntent } from './hub-action.js';

/**
 * How members ask for the hub's features (issue 26), as DATA: one row per
 * way of saying it. Templates use the conversation's template grammar
 * (src/conversation/grammar.ts: words in their canonical spelling,
 * `(a | b)`, `[optional]`, `<class>` a word class of its vocabulary, `{who}`
 * a middle slot); the words after a template are read by the row's `slot`
 * reader (hub-parse.ts), and a row only matches when they read. `fixed` is
 * what the phrasing itself says ("stop reminders": off).
 *
 * `writes`: changes what frontdesk holds or the directory. `confirm`: only
 * the exact command acts; this phrasing offers it ("delete my data" ->
 * "Did you mean `forget me`?"). `strict`: the exact command syntax (help's).
 * A question about a write ("should I skip friday?") never acts either.
 *
 * src/conversation/hub.ts makes each row a declaration of the conversation's
 * one matcher.
 */
export type HubSlot =
  /** Nothing after the phrasing but filler. */
  | 'none'
  /** A person (name, mention, email, person id) after the phrasing, or in its `{who}` slot. */
  | 'person'
  /** Weekdays ("tue thu", "tuesdays and thursdays", "weekdays"). */
  | 'weekdays'
  /** Weekdays said before the phrasing, as a list of days ("Tuesday and Friday are my usual days"): the row's `{days}`. */
  | 'weekdaysBefore'
  /** Weekdays said as a habit: plural ("tuesdays") or after "every" (so "I'm in tue" stays a plan). */
  | 'habit'
  /** One date. */
  | 'date'
  /** One date, tomorrow when none is given. */
  | 'dateOrTomorrow'
  /** A span ("dec 20 to jan 3", "next week", "until monday"), or one day. */
  | 'span'
  /** A span of two days or more: one day said this way means another row. */
  | 'days'
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
  /** Its words run to the end of the sentence, as an exact command's do: a day and asides after it ("…, I won't make it"). */
  sentence?: boolean;
  /** Only with "today" said: without it the words mean another row ("don't list me" is `listed no`). */
  today?: boolean;
  /** A span: only one of six weeks or less (a longer one said so loosely is more likely a date misread). */
  shortSpan?: boolean;
  /** Weekdays: one day said singular is a remark naming the usual day ("… // usual tue, dentist"), not a routine of it. */
  severalDays?: boolean;
  /** Habit: several weekdays said bare after a verb in the present ("I come in mon, wed and fri") are the habit itself. */
  severalAreHabit?: boolean;
}

// Word classes of these rows.
/** Arriving, said as the event ("shows up"). */
const ARRIVES = '(comes in | comes | arrives | arrive | come | reaches | reaches the hub | reach | reach hub | reach the hub | reaches hub | is coming to the hub | is arriving | is coming | is coming in | is reaching | is reaching the hub | is getting in | is getting here | is showing up | is walking in | gets here | gets in | shows up | checks in | walks in | turns up | rolls in | makes it in | comes to the hub | gets to the hub | lands | enters | signs in | pulls up | rocks up | comes by | stops by | drops by | drops in | pops in | swings by | spawns | spawns in | logs in | logs on | badges in | clocks in | hops on | gets on site | gets on-site)';
/** Arriving, said as the event or as the state reached ("when Ada is in"). */
const WHEN_IN = `(${ARRIVES} | is in | is here | is at the hub | in) [at the hub | to the hub | here | in | in the hub | into the hub]`;
/** "if Ada shows up": an arrival to wait for. "if Ada is in" asks about now: a presence question (src/conversation/intents.ts), not a follow. */
const IF_ARRIVES = `if {who} ${ARRIVES} [at the hub | to the hub | here | in]`;
const NOTIFY = '(tell | ping | notify | message | dm | alert | buzz | inform | text | warn | update | drop | send | give | holler at | shout at | give a shout to)';
/** Who is told: the member, or "us" ("give us a shout"). */
const ME = '(me | us)';
const ALERTS = '(alerts | alert | pings | ping | notifications | notification | notices | updates | messages | heads-ups | arrival pings | arrival alerts | arrival notifications | arrival notices | arrival messages | arrival updates)';
/** Being away, said as where one is (Indian English "out of station"; office "OOO", "on PTO"). */
const AWAY = '((on | going on | go on | off on | in) (vacation | vacations | holiday | holidays | leave | a trip) | out of (office | town | the office | the country | station) | ooo | [on] pto | abroad | overseas | [going] afk [irl])';
/** Why one is away, said after "away": "away for the holidays", "away over the break". */
const AWAY_FOR = '(for | over) [the] (holidays | holiday | break | winter break | summer break | christmas | new year | vacation | a trip | a conference | work | family)';
/** The routine's days, said of one of them ("my usual thursday", "my routine day"). */
const USUAL = '(usual | routine | regular | normal | weekly | standing | customary | habitual)';
const REMINDERS = '(reminders | reminder | reminder messages | reminder dms | reminder pings | reminder nags | nudges | nudge | nags)';
/** A time of reminders said as a preference: "morning reminders would work better for me (than evening ones)". */
const PREFERRED = '[would | will] [(work | be | suit me | suit) [better | best] [for me] [than [the] (evening | night | morning) ones]]';
/** All of them, for turning them off: "don't send me the reminder" is about one day (a skip), not every day. */
const ALL_REMINDERS = '(reminders | reminder messages | reminder dms | reminder pings | reminder nags | nudges | nags | any reminders)';
/** Reminders switched by one word (the exact command's choices: `reminders off`). */
const REMINDER_SWITCH: Record<string, Partial<HubAction>> = { off: { when: 'off' }, on: { when: 'evening' }, evening: { when: 'evening' }, morning: { when: 'morning' } };
/** When reminders come, named as the part of the day ("morning of", "night before"). */
const REMINDER_TIMES: Record<string, Partial<HubAction>> = { morning: { when: 'morning' }, 'morning of': { when: 'morning' }, evening: { when: 'evening' }, 'evening before': { when: 'evening' }, 'night before': { when: 'evening' } };
/** What lists a member by name: who's here, the digest, the charts, reports. */
const LISTS = "(list of who's (in | here | around) | list of who is (in | here) | lists | list | listings | listing | digest | daily digest | digests | charts | chart | reports | report | who's here [list | lists] | whos here [list | lists] | who's-here [list | lists] | who is here [list | lists] | attendance | public lists | who's in [list | lists] | who's-in [list | lists] | whos in [list | lists] | attendance (charts | chart | lists | list | reports | report))";
/** Where names are shown, one or two of them: "the who's-here lists and charts". */
const IN_LISTS = `[the | those | these | your | any] ${LISTS} [(and | or | &) [in | on | from] [the | those | these | your | any] ${LISTS}]`;
/** May, said the ways a rule is. */
const MAY = '(can | may | should | should be able to | is allowed to | are allowed to | gets to)';
const HIDDEN = '(invisible | hidden | incognito | anonymous | stealth | unlisted | a ghost | off the list | off the lists | off the radar | under the radar | on the down low | on the dl | low-key | lowkey)';
const BUSY = '(busy | full | packed | crowded | quiet | empty | dead | dead as a doornail | a zoo | a madhouse | a circus | crazy | chaos | chaotic | heaving | rammed | slammed | mobbed | buzzing | chill | calm | relaxed | peaceful)';
const SHOW = '[show | show me | give me | tell me | list | let me see | dump | export | print | pull up | send me | see | to see]';
/** Asking to be told ("tell me", "let me know": "let me" is a stripped lead, so "know"; "give me a heads up"). */
const TELL_ME = `(${NOTIFY} ${ME} [a (message | ping | dm | note | heads-up | heads up | text | notification | shout)] | know | lmk | (give ${ME} | give-me) a (heads-up | heads up | shout | ping | buzz | nudge) | [(can | could | may) i (get | have)] a (heads-up | heads up | ping | message | dm | notification) | i (should | would) be grateful to be (notified | told) | ${NOTIFY} | keep me (posted | in the loop) | loop me in | i (want | would like | want-to) [to] (be notified | be told | know | get a (ping | message | notification)) | i (want | would like) (a | an) (notification | ping | message | alert | dm | heads-up | heads up))`;
const EVERY_TIME = '(whenever | every time | every single time | each time | any time | anytime | always when | always)';
const ONCE = '(when | once | the moment | as soon as)';
/** Being told, said of oneself: "be told whenever Hana comes in", "get a notification whenever …". */
const BE_TOLD = '([(would | could | can) it be possible to | is it possible to] be (told | notified | pinged | alerted | informed | messaged | updated) | (get | receive) (a | an) (notification | ping | message | alert | dm | heads-up | heads up))';
/** Telling, said as the ongoing thing to stop ("stop letting me know when …", "don't advise me more when …"). */
const TELLING = '(telling | letting me know | notifying | pinging | messaging | alerting | informing | updating | advising | buzzing)';
const TELL_VERB = '(tell | notify | ping | message | alert | inform | update | advise | buzz)';
/** The sender arriving: "when I show up". */
const I_ARRIVE = '(arrive | come in | get in | come | show up | turn up | get here | check in | walk in | rock up | roll in | come by)';
/** The sender being at the hub, said as a state or as coming ("on", "in the hub", "coming to hub", "visiting"; the tokens read "to the hub" as "here"). */
const SELF_PRESENT = '(on | in | here | around | (come | coming | visit | visiting | attend | attending | work | working) [in | here | from here])';
/** Removing something held, said any way ("clear", "scrap", "bin", "get rid of"). */
const REMOVE = '(clear | delete | remove | forget | wipe | erase | drop | scrap | bin | ditch | nix | axe | cancel | kill | lose | scratch | get rid of | reset | trash | toss | clear out | wipe out | throw out)';
/** A habit said as a word of frequency ("as a rule" stays after the days: hub-parse's HABIT_AFTER). */
const HABITUALLY = '(usually | normally | typically | generally | mostly | regularly | always)';
/** Before how busy: "heaps busy", "pretty quiet". */
const VERY = '[very | really | heaps | super | pretty | too | quite | extra | real | mega | crazy | that | plumb | proper | absolutely | totally]';
/** How busy, said with a word before it and its opposite after it: "heaps busy or pretty chill". */
const HOW_BUSY = `${VERY} ${BUSY} [or ${VERY} (${BUSY} | not)]`;
/** At the hub, said the ways a place is (the conversation's <at>, and "present"). */
const HERE = '(<at> | present [<at>] | about)';
/** Here today: the place, the day, or both ("who knows X" alone is anyone anywhere: not this row). */
const AT_HUB = `(${HERE} [today | now | the now] | today | now | the now)`;
/** Knowing something, after someone: "who knows", "that's into", "who's good with", "familiar with", "does". */
const KNOWS = '(knows | know | knows about | know about | knows of | know of | knows their way (round | around) | does | do | uses | use | works with | work with | likes | like | understands | understand | speaks | speak | has done | has experience with | has worked with)';
const GOOD_AT = '(into | good with | good at | familiar with | an expert in | an expert on | experienced with | experienced in | fluent in | across | handy with | strong in | strong on)';
// ("who is knowing Rust": the progressive, in Indian English; "what knows": the relative "what", in London.)
const KNOWER = `((who | that | which | what) (${KNOWS} | [is | are] ${GOOD_AT} | (is | are) knowing) | (who's | that's) ${GOOD_AT} | ${KNOWS} | [is | are] ${GOOD_AT})`;
/** People named by what they do: "ML people", "a compilers person". */
const EXPERTS = '(people | person | persons | folks | experts | expert | nerds | nerd | fans | fan | users | devs | developers | pros)';

export const HUB_INTENTS: HubIntentRow[] = [
  // Follows.
  { intent: 'follow', say: 'follow', slot: 'person', fixed: { oneShot: false }, writes: true, strict: true },
  { intent: 'follow', say: [`${TELL_ME} ${EVERY_TIME} {who} ${WHEN_IN}`, `${EVERY_TIME} {who} ${WHEN_IN} ${TELL_ME}`, `(when | whenever) {who} ${WHEN_IN} (always | every time) ${TELL_ME}`, `${TELL_ME} (on | about) {who} arrivals`, `(subscribe | sign) me (to | up for) {who} (arrivals | ${ALERTS})`, `${BE_TOLD} ${EVERY_TIME} {who} ${WHEN_IN}`], slot: 'person', fixed: { oneShot: false }, writes: true },
  // "let me" is a leading request (REQUEST_LEADS in src/conversation/vocabulary.ts), already stripped: "let me know when…" arrives as "know when…".
  // (A follow said with "from now on" or "every day" is the standing follow: hub.ts reads those words in the text.)
  { intent: 'follow', say: [`${TELL_ME} ${ONCE} {who} ${WHEN_IN}`, `${ONCE} {who} ${WHEN_IN} ${TELL_ME}`, `${TELL_ME} ${IF_ARRIVES}`, `${IF_ARRIVES} ${TELL_ME}`, `${BE_TOLD} ${ONCE} {who} ${WHEN_IN}`], slot: 'person', fixed: { oneShot: true }, writes: true },
  { intent: 'unfollow', say: 'unfollow', slot: 'person', writes: true, strict: true },
  { intent: 'unfollow', say: ['stop following', "(don't | do not) follow", "[i] (don't | do not) want to follow [any more | anymore]", 'stop (telling me about | watching for | pinging me about | notifying me about | tracking)', `(no more | stop [the] | turn off [the] | mute [the]) ${ALERTS} (for | about | on)`, `(unsubscribe | unsub) [me] from {who} [arrivals | ${ALERTS}]`, `i (don't | do not | no longer) (need | want) [the] {who} ${ALERTS} [anymore | any more]`, `stop (receiving | getting | sending me) [the] ${ALERTS} (for | about | on)`, `(stop | discontinue | end | cancel | mute) [the] [${ALERTS}] (for | about | on | regarding) {who} [arrivals]`, `(stop | mute | cancel) {who} ${ALERTS}`, '(no need | you don\'t need | you do not need) to (tell | ping | notify) me (about | when) {who} [arrives | comes in] [any more | anymore]'], slot: 'person', writes: true },
  { intent: 'following', say: 'following', slot: 'none', writes: false, strict: true },
  { intent: 'following', say: ['who (am i [still] following | do i [even | actually] follow) [currently | at the minute | at the moment | atm | rn | these days]', '[who is | who\'s | whos] on my follow list', `(which | what) (persons | people | members) [do] i (receive | get) ${ALERTS} (about | for)`, '(my | show my | list my) follows', 'am i [still] following (anyone | anybody | people)', '[list | show] [me] the people i (follow | am following)', `(who | which people) do i get ${ALERTS} (for | about)`, '(whose | which) (arrivals | comings and goings | movements) (am i | do i) [get] [following | notified about | signed up for]'], slot: 'none', writes: false },
  { intent: 'followers', say: 'followers', slot: 'none', writes: false, strict: true },
  { intent: 'followers', say: ['my followers', '(list | show | show me) my followers', '(who | who\'s | who has | who have) been following me', "(who's | who is | who are) following me", `(who | who's | who has) (receives | gets | got | has) [a | an] ${ALERTS} (when i (arrive | come in | get in) | on me | about me)`, '(who | which people) (follows | is following | are following | is tracking | tracks | watches) (me | my arrivals)', 'who can see when i arrive', `(who | is anyone | does anyone) (gets | get | getting) (${ALERTS} | a ping | pinged | notified) when i (arrive | come in | get in | come)`, '(is anyone | does anyone) (following | follow | watching | watch) (me | my arrivals)', "(who | who's | who is | who are) subscribed to (me | my arrivals)", 'how many (people | members | persons) (follow | are following | are subscribed to | get notified about) (me | my arrivals)'], slot: 'none', writes: false },
  { intent: 'answerFollow', say: 'allow', slot: 'person', fixed: { allow: true }, writes: true, strict: true },
  { intent: 'answerFollow', say: '(refuse | deny)', slot: 'person', fixed: { allow: false }, writes: true, strict: true },
  // Routines and reminders.
  { intent: 'routine', say: ['usually', 'routine', 'my usual'], slot: 'weekdays', writes: true, strict: true },
  { intent: 'routine', say: ['i [only] (usually | normally | typically | generally | mostly) [only] (come | come in | visit | attend | am in | am here | am at the hub) [on]', '(usually | normally | typically | generally | mostly | every week | each week) i [only] (come | come in | visit | attend | am in | am here | am at the hub) [on]', 'my usual (is | are | will be) [now]', "<im> (usually | normally | typically | generally) (in | here | at the hub) [on]", 'my [in-office | office | hub | onsite | on-site] (routine | schedule | cadence | pattern | rhythm) [going forward | from now on] (is | will be) [now]', '(set | change | update) my (routine | usual days | regular days) [to]', '[my] new [weekly] (routine | schedule | usual days | regular days) [for me] [is]', 'my ... new [weekly] (routine | schedule) [for me] [is]'], slot: 'weekdays', writes: true },
  { intent: 'routine', say: ['i (come | come in | visit | am in | attend) [on]', "<im> (in | here | at the hub) [on]"], slot: 'habit', writes: true },
  // (A lasting change may be said first: "going forward my regular days are thursdays".)
  { intent: 'routine', say: ['[going forward | from now on | henceforth | from here on] my (regular | usual | normal | fixed | standing) [hub] (days | schedule) (are | is | will be | are going to be) [now]', 'my (hub days | days) (are | will be)'], slot: 'weekdays', writes: true },
  { intent: 'routine', say: ['(clear | delete | remove | forget | wipe | erase | drop) [my | the] (routine | usual days | regular days | fixed days | usual day | regular day | fixed day | weekly pattern | pattern | (weekly | regular | usual | normal | fixed) schedule)', 'no [more] (routine | set schedule | fixed days | regular days | usual days | fixed schedule | regular schedule | usual schedule | weekly schedule) [for me]', 'usually never', "[i] (don't | do not) (have | do | keep) [any] [more] (a routine | fixed days | regular days | usual days | fixed day | usual day | set days | a schedule | a set schedule | a usual schedule | a regular schedule | a fixed schedule | a weekly schedule) [anymore | any more]", 'i have no [more] (routine | fixed days | regular days | usual days | set days | schedule)'], slot: 'none', fixed: { days: [] }, writes: true },
  { intent: 'skip', say: 'skip', slot: 'date', writes: true, strict: true },
  // A skip said of the routine ("skip my usual thursday", "skip my routine day on dec 2"), or as no reminder for a day
  // ("no reminder for monday", "don't send me the nudge for friday"): the day anywhere (hub.ts), an aside after it.
  { intent: 'skip', say: [`skip my ${USUAL} [day | visit] [on]`, `(no | skip [the] | (don't | do not) send [me] [a | the] | i (don't | do not) need [a | the]) ${REMINDERS} [for | on | about]`], slot: 'date', writes: true, sentence: true },
  { intent: 'away', say: 'away', slot: 'span', writes: true, strict: true },
  { intent: 'away', say: ['<ill> be away', '<im> away', `<im> ${AWAY}`, `<ill> be ${AWAY}`, AWAY, `(i | we) [will | 'll] ${AWAY}`, `(i | we) shall be (away | ${AWAY})`, `be (away | ${AWAY})`], slot: 'span', writes: true },
  // Why one is away, then when ("away for the holidays from dec 21 to jan 3", "I'll be away for work next week").
  { intent: 'away', say: [`[<ill> be | <im>] (away | gone | off | out) ${AWAY_FOR}`], slot: 'span', writes: true },
  // Only with two days or more after it: "I'm off" alone is leaving now, "I'm off tomorrow" a cancel, "I'm off until monday" away.
  { intent: 'away', say: ['<ill> be (off | out | gone | traveling | travelling)', '<im> (off | out | gone | traveling | travelling)'], slot: 'days', writes: true },
  { intent: 'reminders', say: ['reminders', 'reminder'], slot: 'choice', choices: REMINDER_SWITCH, writes: true, strict: true },
  { intent: 'reminders', say: [`(stop | no more | turn off | disable | pause | mute | silence) [the] ${ALL_REMINDERS}`, 'no (reminders | nudges)', `(turn | switch) [the] ${ALL_REMINDERS} off`, `(don't | do not) (remind me | send [me] [the] ${ALL_REMINDERS}) [anymore | any more]`, `i (don't | do not) want [any] [more] ${ALL_REMINDERS}`, '(stop | quit) reminding me [(about | of) my (days | usual days | visits | routine)] [anymore | any more]', "(don't | do not) remind me (anymore | any more | again)"], slot: 'none', fixed: { when: 'off' }, writes: true },
  { intent: 'reminders', say: [`(turn | switch | put) [the | my] ${REMINDERS} [back] on`, `(send | give) me [the] ${REMINDERS} [again]`, `(resume | restart | enable | activate | start | re-enable) [the | my] ${REMINDERS} [again | back] [for my (usual days | days | routine)]`, `${ALL_REMINDERS} back on`, `i want [the] ${REMINDERS} [back]`], slot: 'none', fixed: { when: 'evening' }, writes: true },
  { intent: 'reminders', say: [`morning ${REMINDERS} ${PREFERRED}`], slot: 'none', fixed: { when: 'morning' }, writes: true },
  { intent: 'reminders', say: [`(evening | night | night before | evening before) ${REMINDERS} ${PREFERRED}`, `${REMINDERS} the (night | evening) before`], slot: 'none', fixed: { when: 'evening' }, writes: true },
  { intent: 'reminders', say: [`(switch | change | move | set) [my] [the] ${REMINDERS} to [the]`, `(send | give) (me [the] | my) ${REMINDERS} [at | on | in] [the]`, '(send | give) (them | it) [at | in | on] [the]', `(can | could) [you] [send] [me] [the] ${REMINDERS} (come | arrive | be sent | be | go out)`], slot: 'choice', choices: { ...REMINDER_TIMES, night: { when: 'evening' }, 'evening before instead': { when: 'evening' }, 'night before instead': { when: 'evening' }, 'morning instead': { when: 'morning' } }, writes: true },
  { intent: 'reminders', say: ['remind me in the', 'remind me the'], slot: 'choice', choices: REMINDER_TIMES, writes: true },
  { intent: 'myPlans', say: 'my plans', slot: 'none', writes: false, strict: true },
  { intent: 'myPlans', say: ['(show | what are | list) my plans', 'plans', "what's my schedule", 'my schedule', "(what's | what is | show [me] | tell me) my (routine | usual days | regular days)", 'my routine', '(what | which) days (do you have me | have you got me | am i (planned | down | booked | signed up)) [for] [coming [in]]'], slot: 'none', writes: false },
  { intent: 'forecast', say: 'forecast', slot: 'dateOrTomorrow', writes: false, strict: true },
  { intent: 'forecast', say: [`how ${BUSY} will (it | the hub) be`, `how ${BUSY} (is it | is the hub) (going-to | going to) be`, `(is | will) (it | the hub) (going-to | going to) be ${BUSY}`, `will (it | the hub) be ${BUSY}`, 'how many (people | visitors) (will come | will be in | will be here | to expect | are expected | should we expect | [do | will] you expect)', `how ${BUSY} (is | will be) [it | the hub] looking`, `how ${BUSY} (is | does) [it | the hub] look`, '[what is | what\'s] [the] (expected | predicted | anticipated | projected | likely) (turnout | attendance | crowd | numbers | headcount | head count | head-count | occupancy) [for | on]', '(what | which) (level | amount) of (attendance | turnout | occupancy | busyness) (is | will there be | would there be) [(anticipated | expected | predicted | projected | likely)] [for | on]', '(what | which) (turnout | attendance | headcount | head count | occupancy) (is | are you) (anticipated | expected | predicted | projected | expecting) [for | on]', 'how many (people | visitors) will be (in | at) the hub', '(crowd | attendance | turnout | load | busyness | occupancy | traffic | hub) forecast [for]', `(is | will) (going-to | going to) be ${BUSY}`, `how ${BUSY} will be`, '(are we | is the hub | are you) expecting a (crowd | rush | full house | busy day)', 'expecting a (crowd | rush | full house | busy day)'], slot: 'dateOrTomorrow', writes: false },
  // Who's here that knows X: someone (<anyone>, or "who") at the hub (<at>, "present"), then what they know (KNOWER).
  {
    intent: 'whoKnows',
    say: [
      `<who> [is | are] ${AT_HUB} (into | ${KNOWER})`,
      `[(is | are) [there]] (<anyone>) ${AT_HUB} ${KNOWER}`,
      `(<anyone>) ${HERE} [today | now] into`,
    ],
    slot: 'topic',
    writes: false,
  },
  // "any ML people in today", "is there a compilers person around": what they know said before the people.
  { intent: 'whoKnows', say: [`[(is | are) [there]] (any | a | an) {who} ${EXPERTS} [${HERE}] [today | now]`], slot: 'topic', writes: false },
  // Privacy centre.
  { intent: 'privacy', say: 'privacy', slot: 'none', writes: false, strict: true },
  { intent: 'privacy', say: [`${SHOW} my [current] privacy [settings]`, '(which | what) (information | data | info) [do] you (have | hold | keep | store) (about | on) me', 'what (do you | you) know about me', 'privacy settings', `${SHOW} my (settings | data)`, 'what (are | is) my (settings | privacy settings | privacy)', 'what [data | information | info] (do you | are you) (know | hold | holding | store | storing | keep | keeping | have) (about | on) me'], slot: 'none', writes: false },
  { intent: 'listed', say: 'listed', slot: 'choice', choices: { yes: { listed: true }, no: { listed: false } }, writes: true, strict: true },
  { intent: 'listed', say: [`(keep | leave | take | get) (me | my name) (off | out of | from) ${IN_LISTS}`, `i (don't | do not) want (me | my name) (in | on) ${IN_LISTS} [anymore | any more]`, `i (don't | do not) want (me | my name) (to show | to appear | to be shown | to be listed | showing | appearing | shown | listed) [up] (in | on) ${IN_LISTS} [anymore | any more]`, "(don't | do not) (list | name) me", `(don't | do not) (show | put | use | list | include) (me | my name) [in | on] [${IN_LISTS}]`, `(hide | remove) my name [from | in] [the] [${LISTS}]`, 'unlist me', `(take | keep | leave | hide | remove) me (off | out of | from) ${IN_LISTS}`, `(stay | be | keep me | remain | make me | list me as) ${HIDDEN} (in | on | from) [the] ${LISTS} [(and | or | &) [the] ${LISTS}]`], slot: 'none', fixed: { listed: false }, writes: true },
  { intent: 'listed', say: [`[you can | you may | feel free to | please | go ahead and] [once again | again | once more] (show | put | add | list | include) (me | my name) [back] (in | on | into | to) ${IN_LISTS} [again]`, `(put | add) my name back (in | on | into) ${IN_LISTS}`, 'show my name [again]', 'list me by name [again]', '(put | add) my name back', `<im> (fine | ok | happy | good) [with] (being | to be) (listed | named | shown) [by name] [(in | on) ${IN_LISTS}] [again]`, `(make | put) me (visible | back) [in | on] [the] [${LISTS}]`, `show me in the ${LISTS}`, `(you can | you may | feel free to | go ahead and) (list | show | name) me [again] [by name] [in the ${LISTS}]`], slot: 'none', fixed: { listed: true }, writes: true },
  { intent: 'followable', say: 'followable', slot: 'choice', choices: { anyone: { followable: 'anyone' }, approved: { followable: 'approved' }, nobody: { followable: 'nobody' } }, writes: true, strict: true },
  { intent: 'followable', say: ['who can follow me', '(follows | who may follow me)'], slot: 'choice', choices: { anyone: { followable: 'anyone' }, approved: { followable: 'approved' }, nobody: { followable: 'nobody' } }, writes: true },
  { intent: 'followable', say: ["<im> (happy | fine | ok | okay | glad) (for | with | that) (anyone | everyone | anybody | people) [to | can] (follow | following) (me | my arrivals)", '(let | allow) (anyone | everyone | anybody | everybody | whoever) [(who | that) (wants | want) [to]] [to] follow (me | my arrivals)', `(anyone | everyone | anybody) ${MAY} follow me`], slot: 'none', fixed: { followable: 'anyone' }, writes: true },
  { intent: 'followable', say: ['(turn off | disable | switch off | stop) (following | follows) [for me] [entirely | completely | altogether]', `(nobody | no one) ${MAY} follow me`, "(don't | do not) let anyone follow me", "i (don't | do not) want (that | for) (nobody | anyone | anybody | people | others | no one) [to] (follows | follow | following) (me | my arrivals)", "i (don't | do not) want (anyone | anybody | people | others) (to follow | following) (me | my arrivals)", '(block | refuse | stop) (all | any) follows', 'no more follows'], slot: 'none', fixed: { followable: 'nobody' }, writes: true },
  { intent: 'followable', say: ['[make it so | set it so | (i\'d | i would) (feel (more comfortable | better | safer) | prefer [it] | like it) if] (people | others | anyone | everyone) (have to | had to | need to | needed to | must | should) ask [me] [first] [before (following | they follow | they can follow) [me | my arrivals]]', 'ask me (before | first)', `only (people | those | members | the people | the ones) i (approve | ok | okay | allow | accept) ${MAY} follow me`, '(people | others | anyone | everyone) (need | needs | must get | should get | must ask) my (ok | okay | approval | permission) [before | to] [they | others] [can] [following | follow] [me]', '(make it so | set it so) (people | others | anyone | everyone) (need | needs | must get | have to get) my (ok | okay | approval | permission) [before | to] [they | others] [can] [following | follow] [me]'], slot: 'none', fixed: { followable: 'approved' }, writes: true },
  { intent: 'ghost', say: 'ghost', slot: 'choice', choices: { '': { on: true }, today: { on: true }, on: { on: true }, off: { on: false } }, writes: true, strict: true },
  // (A ghost is for today: "today" floats, hub.ts.) Not being listed said without a day is `listed no`: that row needs its today.
  { intent: 'ghost', say: ["(don't | do not) tell (anyone | anybody | people) (i'm | im | i am) here", `(want to | wanna | want-to | would like to) be ${HIDDEN}`, '[no | without] (announcement | announcements)', `keep ${ME} off [the] ${LISTS}`, 'hide me', 'ghost me', `[(i | i'd | i would) (prefer | like | want) to] (be | make me | keep ${ME} | go | remain | stay) ${HIDDEN} [for the duration of | for the rest of | for]`, `(${HIDDEN} | ghost | stealth) [mode] [for]`, `(toggle | turn on | enable | switch on | activate | go into | put me in) (${HIDDEN} | ghost | stealth) [mode] [on] [for]`, 'keep me hidden', '(go | going | gone | <im> going) (dark | quiet | ghost | stealth | invisible | incognito)', "(don't | do not) tell (anyone | anybody | people | everyone) (i'm | im | i am) (in | around | at the hub | here today)"], slot: 'none', fixed: { on: true }, writes: true },
  { intent: 'ghost', say: [`(don't | do not) (list | announce | show | name) me [anywhere] [(in | on) [the] ${LISTS}]`], slot: 'none', fixed: { on: true }, writes: true, today: true },
  { intent: 'forgetMe', say: 'forget me', slot: 'none', writes: true, strict: true },
  { intent: 'forgetMe', say: ["[i want that you | i want you to | (i'd | i would) like you to | i need you to] (delete | erase | remove | wipe | purge | scrub | clear | nuke | destroy | rm) (my data | everything about me | all my data | all my information | what you know about me | what you have about me | everything you (have | know | have got | hold | keep | store | 've got | got | have saved | saved | have stored | stored | have kept | have collected | collected) (about | on) me | everything you've got (about | on) me | all [of] my (data | information | info | details | records) | [all] the (data | information | info | details | records) [you have | you hold] (about | on) me) [(from | in | out of) (your | the) (system | systems | database | records | storage | memory | files | bot | hub bot | frontdesk)]", 'forget (everything about me | about me | me entirely | me completely)'], slot: 'none', writes: true, confirm: true },
  // Help on any of them.
  { intent: 'help', say: '(help | help me with)', slot: 'choice', choices: Object.fromEntries(['follow', 'unfollow', 'following', 'followers', 'allow', 'refuse', 'usually', 'routine', 'skip', 'away', 'reminders', 'my plans', 'plans', 'forecast', 'privacy', 'listed', 'followable', 'ghost', 'forget me', 'arrivals'].map((w) => [w, {}])), writes: false },
  // Round 11's classes (new rows at the end, so the rows before keep their names).
  // The arrivals named before the person ("notify on arrival: Ada Dunmarrow").
  { intent: 'follow', say: [`(${NOTIFY} | ${TELL_ME}) [me] (on | of | about) (arrival | arrivals) [of | for]`], slot: 'person', fixed: { oneShot: false }, writes: true },
  // The telling to stop, said with the arrival it follows ("stop letting me know when Hana arrives", "don't advise me more when
  // Odile arrives"), a reason after it ("… pls its too many pings"); the arrivals named before the person ("unsub arrivals: Ada").
  { intent: 'unfollow', say: [`(stop | quit) ${TELLING} [me] ${EVERY_TIME.slice(0, -1)} | ${ONCE.slice(1)} {who} ${WHEN_IN} [anymore | any more] [(its | it's | it is | because | since | as) {text}]`, `(don't | do not) ${TELL_VERB} me [anymore | any more | more | again] ${EVERY_TIME.slice(0, -1)} | ${ONCE.slice(1)} {who} ${WHEN_IN} [anymore | any more] [(its | it's | it is | because | since | as) {text}]`, `(unsubscribe | unsub) [me] [from] (arrivals | ${ALERTS}) [of | for | from]`], slot: 'person', writes: true },
  { intent: 'following', say: ['(who | (which | what) (persons | people | members)) (am i | i am | i\'m) [still] following', `(whose | which) arrivals (am i | do i) (getting | get) (pinged | notified | alerted | ${ALERTS}) (for | about)`, '(list | show) [me] [the] (people | persons | members) i (follow | am following)'], slot: 'none', writes: false },
  { intent: 'followers', say: [`(who | who's | is anyone | does anyone) (gets | get | getting) (${ALERTS} | a ping | pinged | notified | told) when i ${I_ARRIVE}`, "(who | who's | who is | who has) been (following | watching | tracking) my (comings and goings | movements | arrivals)"], slot: 'none', writes: false },
  // A routine said as a label ("usual days: mon/thu", "usual: tue/thu").
  { intent: 'routine', say: ['[my] (usual | regular | normal) [days | schedule]'], slot: 'weekdays', writes: true, severalDays: true },
  // Coming every week from now on ("I'll be coming every Wednesday from now on").
  { intent: 'routine', say: ['<ill> [be] (coming | come) [in] [on]'], slot: 'habit', writes: true },
  // Not coming on one of the usual days ("I won't be in on my regular Friday this week", "not coming on my usual thurs").
  // (A dialect's "me" for "my", "skip me usual monday", is read as "my" by the tokens.)
  { intent: 'skip', say: [`[i] (won't | will not | can't | cannot | shan't) (be in | be there | be here | come | come in | make it | make | be coming | be coming in | do) [on | for] my ${USUAL} [day | visit]`, `[<im> | i am] not (coming | coming in | going to make it | going-to make it | going to make | going-to make | making it | making) [on | for | to] my ${USUAL} [day | visit]`, `[on] my ${USUAL} [day | visit] [i] (won't | will not | can't | cannot | shan't) (be in | be there | be here | come | come in | make it | be coming)`, `[i'll | i will | i'm going to | i have to | i need to | i must | i'll have to] miss my ${USUAL} [day | visit]`], slot: 'date', writes: true, sentence: true },
  { intent: 'reminders', say: [`(bin | ditch | kill | scrap | drop | axe | nix | cut | lose) [the] ${ALL_REMINDERS} [while you're at it | while you are at it]`], slot: 'none', fixed: { when: 'off' }, writes: true },
  // The time said after getting them: "get the reminder the night before", "have my reminders in the morning".
  // ("can I get the reminders in the morning": "can I get" is a request's lead, taken off before: the reminders, then when.)
  { intent: 'reminders', say: [`(get | have | receive) [the | my] ${REMINDERS}`, `(the | my) ${REMINDERS}`], slot: 'choice', choices: { ...REMINDER_TIMES, 'day before': { when: 'evening' } }, writes: true },
  // "is Friday gonna be heaps busy or pretty chill?", "is next Wednesday likely to be busy?": the day in the subject.
  { intent: 'forecast', say: [`(is | will) [it | the hub] (going-to | going to | likely to | expected to | set to | looking to) be ${HOW_BUSY}`, `(is | will) [it | the hub] be ${HOW_BUSY}`, `how ${BUSY} (is | will) [it | the hub] (going-to | going to | likely to | expected to) be`], slot: 'dateOrTomorrow', writes: false },
  // "anyone in rn w/ Zig exp?", "there is somebody in the hub today that knows of formal methods?".
  { intent: 'whoKnows', say: [`[(is | are) [there] | there (is | are)] (<anyone>) [${HERE}] [today | now] with {who} (experience | exp | skills | knowledge | chops)`], slot: 'topic', writes: false },
  { intent: 'whoKnows', say: [`there (is | are) (<anyone>) ${AT_HUB} ${KNOWER}`], slot: 'topic', writes: false },
  { intent: 'privacy', say: ['(tell me | show me | let me know | list) (what | which) (information | data | info | details) you (have | hold | keep | store | have got | got) (about | on) me', "(what've | what have | what) [data | information | info | details] [have | do] you [got | have] (on | about | concerning | regarding) me [privacy-wise | privacy wise]"], slot: 'none', writes: false },
  // Counted without the name: "count me but don't name me", "count me, don't name me", "just count me, not by name".
  { intent: 'listed', say: ['count me [but | and | only | just] ((don\'t | do not) (name | list | show) me | not (by name | my name) | without (my name | naming me | a name) | anonymously | as a number)', '(count | include) me anonymously'], slot: 'none', fixed: { listed: false }, writes: true },
  // Hub round 12's classes (new rows at the end, so the rows before keep their names).
  // Code, read as its words (src/text/code-syntax.ts): 'subscribe(arrivals, who="Ada")', 'notify_once(today, "Ada")',
  // "followers --list", "ls ~/following", "cat ~/.frontdesk/settings", "routine = []".
  { intent: 'follow', say: [`(subscribe | sub | watch | follow) [me] [to | for] (arrivals | arrival | ${ALERTS}) [of | for | from]`], slot: 'person', fixed: { oneShot: false }, writes: true },
  { intent: 'follow', say: [`(${NOTIFY} | ${TELL_ME}) [me] (once | one time | just once)`], slot: 'person', fixed: { oneShot: true }, writes: true, today: true },
  { intent: 'followers', say: ['(list | show | ls | cat | print) [me] [my] followers', 'followers (list | show | ls | all)'], slot: 'none', writes: false },
  { intent: 'following', say: ['(list | show | ls | cat | print) [me] [my] (following | follows | follow list)', '(following | follows) (list | show | ls | all)'], slot: 'none', writes: false },
  { intent: 'privacy', say: ['(cat | ls | print | dump) [me] [my] [privacy] (settings | data | privacy | config)', 'show [me] [my] (config | privacy)'], slot: 'none', writes: false },
  { intent: 'routine', say: ['(routine | usual | usual days | regular days | usually) (no | none | never | nothing | null | empty | nil)'], slot: 'none', fixed: { days: [] }, writes: true },
  // Who is followed, asked as "whom", as keeping tabs on, or as the list sent back ("Kindly revert with the list of members whose
  // arrivals I am following"); who follows, asked as being stalked or "who all" ("who all are getting notified when I arrive").
  { intent: 'following', say: ['whom (do i [still] follow | am i [still] following)', '(who | whom) (am i | i am | i\'m) (keeping tabs on | keeping an eye on | watching [for] | tracking | stalking) [currently | at the minute | at the moment | atm | rn | these days]', '[revert with | send me | share | give me | show me | tell me] the list of (members | people | persons) (whose arrivals (i am | i\'m) following | whose arrivals i follow | (i | i am | i\'m) (follow | following))'], slot: 'none', writes: false },
  { intent: 'followers', say: ["(who's | who is | who are | who all are | who) (stalking | watching | tracking | keeping tabs on) (me | my arrivals) [these days | lately]", `[tell me | know] (who | who all) (are | is) (getting | receiving) (notified | pinged | alerted | told | ${ALERTS}) when i ${I_ARRIVE}`], slot: 'none', writes: false },
  // What is held, asked in Indian English ("Kindly share what all data you are holding about me") or as settings one has.
  { intent: 'privacy', say: ['(share | tell me | show me | let me know | list | send me | give me) (what | which) [all] (information | data | info | details) you (are holding | are storing | are keeping | have saved | have stored | have | hold | keep | store) (about | on) me', '(which | what) [privacy] settings (do i have | have i got | are on | are set)'], slot: 'none', writes: false },
  // Counted, but not named ("count me in the numbers but don't show my name anywhere").
  { intent: 'listed', say: ['count me [in] [the] [numbers | count | stats | totals | headcount] (but | and) (don\'t | do not) (show | name | list | use) (me | my name) [anywhere]'], slot: 'none', fixed: { listed: false }, writes: true },
  // Who may follow, said with "shall" and "my arrivals", or as no asking first ("make it so anyone can follow me w/o asking me first").
  { intent: 'followable', say: [`(nobody | no one | noone) (${MAY} | shall | will) follow (me | my arrivals)`], slot: 'none', fixed: { followable: 'nobody' }, writes: true },
  { intent: 'followable', say: [`[make it so | set it so] (anyone | everyone | anybody) (${MAY} | shall) follow (me | my arrivals) [without (asking | asking me | my (ok | okay | approval | permission)) [first]]`], slot: 'none', fixed: { followable: 'anyone' }, writes: true },
  // An arrival not announced ("do not announce my arrival today").
  { intent: 'ghost', say: ["(don't | do not) (announce | post | broadcast | share | mention) (my arrival | my arrivals | me | that (i'm | i am) (here | in))"], slot: 'none', fixed: { on: true }, writes: true },
  // Stopping their sending ("stop sending me reminders"); the time said with "always" ("send me the reminder always on the evening before").
  { intent: 'reminders', say: [`(stop | quit) (sending | giving) [me] [the] [any] ${ALL_REMINDERS}`], slot: 'none', fixed: { when: 'off' }, writes: true },
  { intent: 'reminders', say: [`(send | give) me [the] ${REMINDERS} always [on | in | at] [the]`], slot: 'choice', choices: { ...REMINDER_TIMES, 'day before': { when: 'evening' } }, writes: true },
  // Not needing to know any more ("dont need to know when Elio arrives anymore").
  { intent: 'unfollow', say: [`[i] (don't | do not | no longer) need to (know | be told | hear) (when | whenever | if) {who} ${WHEN_IN} [anymore | any more]`], slot: 'person', writes: true },
  // A usual day said to be off ("my usual Wednesday is a no-go", "my regular Monday next week is off", "no usual fri this week").
  { intent: 'skip', say: [`my ${USUAL} [day | visit] [on] (is | will be | 's) (off | a no-go | a no go | no-go | cancelled | canceled | not happening | out | skipped | a write-off)`, `no ${USUAL} [day | visit] [on | for]`], slot: 'date', writes: true, sentence: true },
  // How busy, asked in embedded order ("let me know how crowded the hub will be on Friday").
  { intent: 'forecast', say: [`[know | tell me] how ${BUSY} (it | the hub) (will be | is going to be | is going-to be | will get | gets)`], slot: 'dateOrTomorrow', writes: false },
  // A standing schedule said as a label ("My standing schedule going forward: - Mondays - Wednesdays").
  { intent: 'routine', say: ['my (regular | usual | normal | fixed | standing | weekly) (days | schedule | routine) (going forward | from now on | from here on)'], slot: 'weekdays', writes: true },
  // What is coming up, asked in Indian English ("share what all I have coming up").
  { intent: 'myPlans', say: ['[share | tell me | show me | list] what [all] (i have | do i have | have i got | i have got | is there for me) [coming up | planned | lined up | booked | on]'], slot: 'none', writes: false },
  // Away, said without "I'm" ("off from thursday through sunday").
  { intent: 'away', say: ['(off | out | away | gone) (from | between)'], slot: 'days', writes: true },
  // The routine named with the days before it ("Tuesday and Thursday are my usual days", "wed and fri will be my regular days").
  { intent: 'routine', say: [`{days} (are | will be) [now] [going to be] my [new] (${USUAL} | fixed | set | hub) [hub] (days | routine | schedule) [going forward]`], slot: 'weekdaysBefore', writes: true },
  // "off" or "out" alone before a span ("out friday to sunday, long weekend"): a few weeks at most ("Out 1/12 through 4/12" is
  // the 1st to the 4th of December written day first, never January to April).
  { intent: 'away', say: ['(off | out | gone | traveling | travelling)'], slot: 'days', writes: true, shortSpan: true },
  // Hub round 13.
  // Not being told about, said as not mentioning the member or saying they are in ("today don't mention my name to anybody",
  // "could you not tell anyone I'm here", "don't say I here"): only with "today" said.
  { intent: 'ghost', say: [`(don't | do not) (mention | say) my name [to (anyone | anybody | people | everyone | others)]`, `(don't | do not) mention me to (anyone | anybody | people | everyone | others)`, `[(could | can | would) you] not tell (anyone | anybody | people | everyone) [that] (i'm | im | i am | i) (here | in | around | at the hub)`, `(don't | do not) say [that] (i'm | im | i am | i) (here | in | around | at the hub)`], slot: 'none', fixed: { on: true }, writes: true, today: true },
  // Who follows, said as having chosen to ("who has elected to follow my arrivals"); one's settings asked to be seen ("could I
  // see what my privacy settings are"); not wanting to be told any more when someone arrives ("I don't want anymore to be told when Elio arrives").
  { intent: 'followers', say: ['[tell me] (who | who has | who have | which people have | which members have) (elected | chosen | decided | opted | signed up | asked) to (follow | be told about | be notified about) (me | my arrivals)'], slot: 'none', writes: false },
  { intent: 'privacy', say: ['(could | can | may) i (see | view | review | check | have a look at) (what my (privacy settings | settings | privacy) are | my [current | present] [privacy] settings)'], slot: 'none', writes: false },
  { intent: 'unfollow', say: [`i (don't | do not) want [anymore | any more] to be (told | notified | pinged | alerted | informed) (when | whenever | every time) {who} ${ARRIVES} [anymore | any more]`], slot: 'person', writes: true },
  // The routine's days named, then recorded as the usual ones ("please record Wednesday as my customary day", "save Tue and Thu as my
  // regular days"); no usual days said as not keeping them ("I no longer keep regular days", "ain't got regular days no more") or
  // as a standing arrangement removed.
  { intent: 'routine', say: [`(record | save | set | mark | note | log | put | register | store) {days} [down] as my [new] (${USUAL} | fixed | set | hub) [hub] (days | day)`], slot: 'weekdaysBefore', writes: true },
  { intent: 'routine', say: [`[i] (no longer | don't | do not | ain't | aint) (keep | have | got) [any | no] (${USUAL} | fixed | set) (days | schedule) [at the hub] [no more | anymore | any more]`, '(remove | clear | cancel | delete | drop) (any | my | the) standing (arrangement | arrangements)'], slot: 'none', fixed: { days: [] }, writes: true },
  // A time of reminders said as a preference for receiving them ("I prefer to receive the reminders the morning of the day itself"),
  // and the evening before said as the preceding or previous one ("reminders on the preceding evening").
  { intent: 'reminders', say: [`[i | i'd | i would] (prefer | like | want) (to receive | to get | to have | getting | receiving) [the | my] ${REMINDERS} [on | in] [the]`], slot: 'choice', choices: { ...REMINDER_TIMES, 'morning of the day': { when: 'morning' }, 'morning of the day itself': { when: 'morning' }, 'preceding evening': { when: 'evening' }, 'previous evening': { when: 'evening' } }, writes: true },
  { intent: 'reminders', say: [`[i find | i prefer | i'd prefer | i would prefer] ${REMINDERS} [on | in] the (preceding | previous) (evening | night) [would be | is] [(most | more | much more | the most) (agreeable | convenient | useful | helpful) | (better | best)]`], slot: 'none', fixed: { when: 'evening' }, writes: true },
  // Hub round 15's classes (new rows at the end, so the rows before keep their names).
  // Who one follows, asked in a learner's order or as a list ("I follow who ah?", "who'm I following", "a list of everyone I
  // am currently following", "who I am following now").
  { intent: 'following', say: ['i [am] (follow | following) who', "(who | whom | who'm) [am | do] i [am] [currently | still | now] (following | follow) [now] [for [the] (arrivals | arrival pings)]", '[a | the] list of (everyone | everybody | people | those | the people | all the people | all) [who | whom | that] i [am] [currently | still] (following | follow)', 'am i [still | currently] following (anyone | anybody | people) [right now | at all]'], slot: 'none', writes: false },
  // Who follows one, asked as worry or as being subscribed to ("who are those following me?", "who's subbed to my arrivals?",
  // "who has opted to be notified of my arrivals").
  { intent: 'followers', say: ["(who | who's | who is | who are | who all) (those | the people | the ones | people | them) [who are | that are] (following | who follow | that follow) me", "(who | who's | who is | who are | who has | who have | anyone) (subbed | subscribed | signed up | opted in) (to | for) (me | my arrivals)", '(who | who has | who have | anyone | has anyone) [if anyone] (opted | asked | signed up | chosen) to be (notified | told | pinged | alerted) (of | about | when) (my arrivals | i arrive | i come in)'], slot: 'none', writes: false },
  // Not being named, said as a preference ("I would prefer that my name not appear in the daily digest or on those charts").
  { intent: 'listed', say: [`[i | i'd] [would] (prefer | rather | like it if) [that | if] (my name | i) (not | to not | did not | didn't | wasn't | was not | were not | doesn't | does not) (appear | appeared | be shown | be listed | be named | be included | show up | showed up | listed | named | shown | included) (in | on) ${IN_LISTS}`], slot: 'none', fixed: { listed: false }, writes: true },
  // No one following, said as not wanting anyone able to ("I don't want anybody to be able to follow my arrivals at all",
  // "make nobody can follow me").
  { intent: 'followable', say: ["i (don't | do not) want (anybody | anyone | people | others | other people | everyone) to be able to (follow | see | track) (me | my arrivals | when i (arrive | come | come in)) [at all]", '(make | set) [it] [so] (nobody | no one | noone) can follow (me | my arrivals)'], slot: 'none', fixed: { followable: 'nobody' }, writes: true },
  // Followers approved first, said as wanting to approve them ("I want to approve people before they can follow me").
  { intent: 'followable', say: ['[i (want | would like | prefer | need) to] (approve | ok | okay | vet | accept) (people | followers | follows | them | anyone | everyone | each one | new followers) [first] [before they [can] follow (me | my arrivals)]', "(nobody | no one) follows me without (my | me) (saying so | ok | okay | approval | permission | approving)"], slot: 'none', fixed: { followable: 'approved' }, writes: true },
  // Round 20 and hub16: settings written as a command line ("privacy --show", "reminders --when=evening-before",
  // "usual-days set mon-wed"; the flags are read as words by text/command-line.ts).
  { intent: 'privacy', say: ['privacy (show | list | get | view | print | status | info | settings | dump)'], slot: 'none', writes: false },
  { intent: 'reminders', say: ['(reminders | reminder) [set | to | when | =] [the]'], slot: 'choice', choices: { ...REMINDER_SWITCH, ...REMINDER_TIMES, 'day before': { when: 'evening' }, 'same day': { when: 'morning' }, none: { when: 'off' }, disabled: { when: 'off' }, enabled: { when: 'evening' } }, writes: true },
  { intent: 'routine', say: ['(usual-days | usual days | usualdays | routine | usually | my usual days) (set | = | to | are)'], slot: 'weekdays', writes: true },
  // Hidden today, said of the name or of being kept out ("don't show my name today", "don't announce me or list me
  // anywhere today", "keep me out of the arrival pings today", "keep us oot the announcements the day").
  { intent: 'ghost', say: [`(don't | do not) (list | announce | show | name | mention) my name [anywhere] [(in | on) [the] ${LISTS}]`, `(don't | do not) (list | announce | show | name | mention) me or (list | announce | show | name | mention) (me | it) [anywhere] [(in | on) [the] ${LISTS}]`, `keep (me | us | my name) (out of | out | away from) [the | any | all] (${ALERTS} | announcements | announcement | ${LISTS})`], slot: 'none', fixed: { on: true }, writes: true, today: true },
  // What the bot holds, asked with "exactly", "is it that", "got stored" ("What exactly do you store about me?", "what is it
  // that you are keeping about me", "tell me what you've got stored about me").
  { intent: 'privacy', say: [`${SHOW} (what | which) [exactly] [is it that | data | information | info | details] [do] (you | you've | you have | u) [are] [got] (store | stored | storing | keep | kept | keeping | hold | held | holding | have | know) (about | on | of) me`, 'what exactly (do | did) you (store | keep | hold | have | know) (about | on) me'], slot: 'none', writes: false },
  // Busy asked short or with a place after it ("Monday busy?", "is it gonna be mobbed in there Thursday?"), and a
  // learner's "how much people will be on the Friday".
  { intent: 'forecast', say: [`(is | will) [it | the hub] [(going-to | going to | gonna) be] ${HOW_BUSY} (in there | there | in the hub | at the hub | over there) [or ${VERY} (${BUSY} | not)]`, 'how (much | many) (people | folk | folks | members) (will | would | are going to | are going-to) (be | come) [in | there | here | at the hub] [on]'], slot: 'dateOrTomorrow', writes: false },
  // Hub16: settings said as a feeling or a learner's wish ("I'd be okay with anybody following my arrivals", "I would like
  // that only the people which I accept can follow me"); who follows asked as who gets a message; who one follows asked
  // to be reminded of.
  { intent: 'followable', say: ["(<im> | i'd | i would | i'll | i will) [be] (ok | okay | fine | happy | alright) with (anybody | anyone | everyone | everybody | people) (following | to follow | seeing) (me | my arrivals)"], slot: 'none', fixed: { followable: 'anyone' }, writes: true },
  { intent: 'followable', say: ['[[i] (would like | want | prefer)] [that] only (the people | people | those | members | the ones) (which | who | that | whom) i (accept | approve | ok | okay | say yes to | allow) (can | may | could) follow (me | my arrivals)'], slot: 'none', fixed: { followable: 'approved' }, writes: true },
  { intent: 'followers', say: ['who (is | are) (getting | receiving | sent | told) (a message | messages | a ping | pings | notified | an alert | alerts) (when | whenever | every time) i (arrive | come in | come | get in | show up)', '[help me] check who (is | are) following me'], slot: 'none', writes: false },
  { intent: 'following', say: ["remind me (who | whom) (i'm | i am | im) [still] following [again]"], slot: 'none', writes: false },
  // Reminders not wanted, said of the messages ("I don't want the reminder messages anymore").
  { intent: 'reminders', say: [`[i] (don't | do not | no longer) (want | need) (the | any | these | those | your | my) ${REMINDERS} [anymore | any more | again]`], slot: 'none', fixed: { when: 'off' }, writes: true },
  // Hub16: an earlier request undone by naming it ("forget the follow I asked for on Bram", "I don't want more
  // notifications about Mina"), a name put back after hiding it ("put it back on the lists").
  { intent: 'unfollow', say: [`(forget | drop | cancel | remove | scrap | undo | delete | kill | bin) [the | my] (follow | following | ${ALERTS}) [i (asked | set up | made | added | had) [you] [for | to set up]] (on | for | of | about | with) {who}`, `[i] (don't | do not) want (more | any more | anymore | further) ${ALERTS} (about | for | on | of | from) {who}`], slot: 'person', writes: true },
  { intent: 'listed', say: [`[i] [changed my mind [about hiding [my name]]] (put | add) it back (on | in | onto | into) ${IN_LISTS}`], slot: 'none', fixed: { listed: true }, writes: true },
  // What the bot holds, said of it in the third person ("what the bot holds on me").
  { intent: 'privacy', say: [`${SHOW} (what | which) [information | data | info | details] (the bot | frontdesk | you | this bot) (holds | has | keeps | stores | knows | has got | hold | have | keep | store | know) (on | about) me`], slot: 'none', writes: false },
  // Hub17: signed up for days said as a habit ("put me down for Mondays and Fridays", "sign me up for every tuesday", "I'll
  // be in thursdays from now on"): the usual days, which plan no visit (the habit slot needs plural days, "every", or a habit word).
  { intent: 'routine', say: ['(put | pencil | mark | sign | book | count) me (down | up | in) [for | on | as]', '<ill> be (in | here | at the hub | around) [on]'], slot: 'habit', writes: true },
  // Erasure asked in other words ("delete all data held concerning me", "wipe out everything you have on me", "I request
  // that you erase whatever you hold about me"): the data named, held, and whose.
  { intent: 'forgetMe', say: [`[i (request | ask) that you | please] (delete | erase | remove | wipe [out] | purge | scrub | clear | destroy | forget) (everything | whatever | all [of] [the] (data | information | info | details | records) | all of it) [(that | which)] [you] [(have | hold | know | keep | store | 've got | got | have saved | have stored | are holding | are keeping)] [held | stored | kept | saved] (about | on | of | concerning | regarding | relating to | pertaining to) me [without exception]`], slot: 'none', writes: true, confirm: true },
  // Reminders off for a while ("turn off the reminders for now").
  { intent: 'reminders', say: [`(turn off | switch off | stop | pause | mute) [the] ${ALL_REMINDERS} (for now | for the time being | for a while | for a bit)`], slot: 'none', fixed: { when: 'off' }, writes: true },
  // Going home over a span ("I'm gone home from Dec 7th to Dec 20th", "heading back home 12/20 to 1/3").
  { intent: 'away', say: ['[<ill> be | <im>] (gone | going | heading | off | away) [back] home'], slot: 'days', writes: true },
  // How busy, asked with a guess wanted ("how busy do you reckon Dec 1st will be?") or in a learner's order ("How full
  // will be the hub on 7 December?"): the day anywhere.
  { intent: 'forecast', say: [`how ${BUSY} (do you (reckon | think | expect | guess | figure) | would you say | d'you reckon) [it | the hub] [will be | is going to be | is going-to be | 'll be | would be]`, `how ${BUSY} (will | would | is going to | is going-to) be [it | the hub]`], slot: 'dateOrTomorrow', writes: false },
  // Not coming on a day "like usual" or "as always" ("next Monday I will not come like usual, I have the dentist"): a skip
  // of that day, which stands anywhere.
  { intent: 'skip', say: [`[i] (won't | will not | can't | cannot | shan't | don't | do not) (come | come in | be in | be there | be here | make it) (like | as) (usual | always | normal | normally | i usually do)`], slot: 'date', writes: true, sentence: true },
  // No more arrival messages, said of what is sent ("stop sending me the arrival messages of Tamsin", "stop sending me
  // Tamsin's arrival pings", "I don't need no more notices about Quinn showing up").
  { intent: 'unfollow', say: [`(stop | quit) (sending | giving) me [the] ${ALERTS} (of | about | for | on) {who}`, `(stop | quit) (sending | giving) me {who} ${ALERTS}`, `[i] (don't | do not) need (no | any) more ${ALERTS} (about | on | for | of) {who} [showing up | arriving | coming in | getting in | turning up | rolling in]`], slot: 'person', writes: true },
  // Asked first, said as a preference ("I prefer that people ask me first before they follow me"); who can see one's
  // arrivals, asked before agreeing to anything ("who can actually see when I come in?").
  { intent: 'followable', say: ["(i prefer | i'd prefer | i would prefer | i want | i'd like | i would like | prefer) [that] (people | others | members | everyone | anyone | folks) (ask | request) [me] [first] [for permission] before (they | people) (follow | start following) (me | my arrivals)"], slot: 'none', fixed: { followable: 'approved' }, writes: true },
  { intent: 'followers', say: [`who (can | could | is able to) [actually | really] see when i ${I_ARRIVE}`], slot: 'none', writes: false },
  // The simple present of coming, with several weekdays ("I come in mon, wed and fri", "I come Tuesday and Friday
  // normally"): what one does each week. One day ("I come friday") or a week named ("next week I come mon and wed") is a plan.
  { intent: 'routine', say: ['i (come | come in | come to the hub | visit | attend | work here | work from the hub) [on]'], slot: 'habit', writes: true, severalAreHabit: true },
  // How busy, said as how a day looks ("monday looking busy??"), as the number expected ("how many folks y'all
  // expectin thursday?") or in an office's words ("the expected occupancy for Thursday").
  { intent: 'forecast', say: [`[is | it's | is it] (looking | look | gonna be | going to be) ${BUSY}`, "how many (people | folks | folk | members | visitors) [are | do | will] (you | y'all | yall | you all | ya | we) (expecting | expectin | expect)", '[the] expected (occupancy | attendance | turnout | headcount | numbers | crowd) [for | on]'], slot: 'dateOrTomorrow', writes: false },
  // What is coming up, asked as what one has got ("what all do I got comin up the next couple weeks?") or as one's
  // programme ("what is my program for next two weeks?").
  { intent: 'myPlans', say: ["(what | what's | whats | wat) [all] [do | have] i (got | get | have) [planned | lined up | booked] (coming up | comin up | comin' up | ahead)", "(what is | what's | whats) my (program | programme | agenda) [for]"], slot: 'none', writes: false },
  // Hub round 19's classes.
  // The member's usual presence said with any of the ways one is at the hub ("I am normally on Wednesday and Friday in the
  // hub", "I'm coming to hub every Monday and Thursday", "I'm in every tue and thu"): a habit word before the days, or
  // the days said as a habit.
  { intent: 'routine', say: [`(i | <im>) [only] ${HABITUALLY} [only] [${SELF_PRESENT}] [on]`], slot: 'weekdays', writes: true },
  { intent: 'routine', say: [`(i | <im>) ${SELF_PRESENT} [on]`], slot: 'habit', writes: true },
  // The usual days thrown away with any verb of removing ("scrap my regular days, my schedule's all over the place").
  // ("clear my schedule" alone may be the visits too: hub7's question, not this row.)
  { intent: 'routine', say: [`${REMOVE} (my | the | any | all [of] my | all the) ((${USUAL} | fixed | set) [in-office | office | hub | onsite | on-site] (days | day | schedule | routine | pattern) | routine | weekly pattern)`], slot: 'none', fixed: { days: [] }, writes: true },
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
