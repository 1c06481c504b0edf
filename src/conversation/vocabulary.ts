/**
 * The words of the conversation, as data: spellings folded to one canonical
 * word, day and time words, the word classes the intents' templates use
 * (synonyms per intent), lead-ins, chat openers and filler. Adding a way of
 * saying something is a line here (and, when it needs one, a template in
 * intents.ts); the sampler test expands every class into every template.
 */

/** Abbreviations and common misspellings, folded while tokenizing (`tmrw` -> `tomorrow`). One per entry. */
/**
 * Emoji that stand for a word ("is Dana 🏠 thursday?", "🗑️ my note from today", "fri ❌"): read as that word.
 * Other emoji stay what they are (a wave alone; a boundary inside a message).
 */
export const EMOJI_WORDS = new Map<string, string>(Object.entries({
  '🏠': 'in', '🏡': 'in', '🏢': 'in',
  '🗑': 'delete',
  '👤': 'profile',
  '❌': 'cancel', '🚫': 'cancel',
  '🔔': 'notify', '🔕': 'mute',
}));

export const SPELLINGS = new Map<string, string>(Object.entries({
  // Drawn-out interjections ("ooh can I see…"), and a dropped final g ("headin out"; more with the words they spell, below).
  ooh: 'oh', oooh: 'oh', ohh: 'oh', aah: 'ah', ahh: 'ah',
  headin: 'heading', goin: 'going',
  // Spelt by ear (round 22): letters dropped or doubled in the words of a request.
  plese: 'please', anounce: 'announce', anounced: 'announced', anouncing: 'announcing', remeber: 'remember', nxet: 'next', reguler: 'regular', normaly: 'normally', setings: 'settings', vist: 'visit',
  // Reads, round 16: a laugh drawn out ("lmaooo", "lolol", "hahah"), a dropped g with its apostrophe ("mornin' sunshine").
  lmaoo: 'lol', lmaooo: 'lol', lmaoooo: 'lol', lmfao: 'lol', lolol: 'lol', lool: 'lol', hahah: 'lol', hahaa: 'lol', ahaha: 'lol',
  // (The tokenizer takes the apostrophe off as an edge: "workin'" comes as "workin".)
  workin: 'working', evenin: 'evening', bookin: 'booking', doin: 'doing', plannin: 'planning', hopin: 'hoping', wonderin: 'wondering',
  im: "i'm", 'i`m': "i'm", ive: "i've", ill: "i'll", id: "i'd", iam: "i'm",
  cant: "can't", cannot: "can't", wont: "won't", dont: "don't", didnt: "didn't", isnt: "isn't", arent: "aren't", doesnt: "doesn't",
  whos: "who's", whats: "what's", hows: "how's", wheres: "where's", thats: "that's", whens: "when's", heres: "here's", theres: "there's",
  "y'all": 'everyone', yall: 'everyone', "ya'll": 'everyone', guys: 'everyone', everybody: 'everyone', all: 'all',
  wat: 'what', wut: 'what', u: 'you', ya: 'you', ur: 'your', r: 'are', n: 'and', '&': 'and', '+': 'and', 'and/or': 'or', w: 'with', 'w/': 'with', wth: 'with', b4: 'before',
  pls: 'please', plz: 'please', plse: 'please', pleas: 'please', pleeease: 'please', pleez: 'please', kindly: 'please',
  thx: 'thanks', thnx: 'thanks', thanx: 'thanks', ty: 'thanks', tysm: 'thanks', thank: 'thanks', thankyou: 'thanks', tx: 'thanks', cheers: 'thanks', tyvm: 'thanks',
  tmr: 'tomorrow', tmrw: 'tomorrow', tmw: 'tomorrow', tomorow: 'tomorrow', tommorow: 'tomorrow', tommorrow: 'tomorrow', tomorrw: 'tomorrow', tomoz: 'tomorrow',
  '2moro': 'tomorrow', '2morrow': 'tomorrow', '2mrw': 'tomorrow', tmro: 'tomorrow', tomm: 'tomorrow',
  yday: 'yesterday', yest: 'yesterday', ystrdy: 'yesterday', tdy: 'today', '2day': 'today', tday: 'today', tonite: 'tonight', '2nite': 'tonight',
  rn: 'now', atm: 'now', nw: 'now',
  // Australian: "this arvo" is this afternoon.
  arvo: 'afternoon', arvos: 'afternoons',
  // Scottish: "cannae make it the morn", "change ma note tae …", "I'm away hame" ("the morn": when.ts).
  cannae: "can't", canna: "can't", dinnae: "don't", didnae: "didn't", willnae: "won't", wouldnae: "wouldn't", isnae: "isn't", ma: 'my', tae: 'to', hame: 'home', aye: 'yes', cheerio: 'bye',
  // Typos members make: "rigth now", "in tody?", "wendsday", "novmber", "wen was X last here", "last weak".
  rigth: 'right', tody: 'today', toady: 'today', wendsday: 'wednesday', novmber: 'november', novemeber: 'november', decmber: 'december', wen: 'when', weak: 'week', forgett: 'forget',
  // A programmer's shorthand: "plan: tmrw && fri", "rm visit --date=fri", "ls ~/visits".
  '&&': 'and', rm: 'remove', ls: 'list',
  // A phone's autocorrect and a dropped apostrophe: "am i down for tomorrows", "tomorrows visit".
  tomorrows: 'tomorrow', todays: 'today',
  mon: 'monday', tue: 'tuesday', tues: 'tuesday', tu: 'tuesday', wed: 'wednesday', weds: 'wednesday', wednes: 'wednesday', wensday: 'wednesday', wednesay: 'wednesday',
  thu: 'thursday', thur: 'thursday', thurs: 'thursday', thr: 'thursday', thurday: 'thursday', thrusday: 'thursday', fri: 'friday', firday: 'friday', fridy: 'friday',
  sat: 'saturday', sun: 'sunday', mondy: 'monday', tuesay: 'tuesday', teusday: 'tuesday',
  mondays: 'mondays', tuesdays: 'tuesdays', wednesdays: 'wednesdays', thursdays: 'thursdays', fridays: 'fridays',
  jan: 'january', feb: 'february', mar: 'march', apr: 'april', jun: 'june', jul: 'july', aug: 'august', sep: 'september', sept: 'september',
  oct: 'october', nov: 'november', dec: 'december',
  wk: 'week', wknd: 'weekend', mo: 'month', mnth: 'month',
  'check-in': 'checkin', 'check-ins': 'checkins', 'check-out': 'checkout', 'sign-in': 'signin', 'sign-up': 'signup', 'log-in': 'login',
  chekin: 'checkin', chekcin: 'checkin', chcekin: 'checkin', checkn: 'checkin', chekcing: 'checking', cheking: 'checking', chcking: 'checking', checkng: 'checking',
  anybody: 'anyone', someone: 'anyone', somebody: 'anyone', any1: 'anyone', ppl: 'people', peeps: 'people', folks: 'people', ppls: 'people',
  hiya: 'hi', heya: 'hi', hey: 'hi', hello: 'hi', howdy: 'hi', yo: 'hi', hallo: 'hi', hei: 'hi', helo: 'hi', heyo: 'hi', hii: 'hi', hiii: 'hi', heyy: 'hi',
  // ("morn" stays itself: "the morn" is Scottish for tomorrow, when.ts; "morn!" alone is a greeting, LEAD_INS.)
  gm: 'good-morning', gmorning: 'good-morning', mornin: 'morning',
  goodbye: 'bye', cya: 'bye', ttyl: 'bye', byebye: 'bye', 'bye-bye': 'bye', gnight: 'goodnight', gn: 'goodnight', nite: 'night', ciao: 'bye', adios: 'bye',
  bk: 'back', okay: 'ok', k: 'ok', kk: 'ok', okk: 'ok', alright: 'ok', aight: 'ok', oki: 'ok', okie: 'ok',
  gonna: 'going-to', wanna: 'want-to', gotta: 'got-to', lemme: 'let-me', gimme: 'give-me', kinda: 'kind-of', prob: 'probably', probs: 'probably', prolly: 'probably',
  hre: 'here', heer: 'here', hier: 'here', ehre: 'here', herre: 'here',
  comming: 'coming', commin: 'coming', cmoing: 'coming', comin: 'coming', coimng: 'coming', cming: 'coming',
  leavin: 'leaving', leaveing: 'leaving', laeving: 'leaving', leavng: 'leaving',
  cancle: 'cancel', cancell: 'cancel', cansel: 'cancel', cnacel: 'cancel', canel: 'cancel', cancelled: 'cancelled', canceled: 'cancelled',
  tho: 'though', abt: 'about', bc: 'because', cuz: 'because', coz: 'because', b: 'be', nvm: 'nevermind', nm: 'nevermind',
  avg: 'average', 'avg.': 'average', approx: 'about', vs: 'versus', 'vs.': 'versus', v: 'versus',
  mins: 'minutes', min: 'minutes', minute: 'minutes', hr: 'hour', hrs: 'hours', sec: 'second', secs: 'seconds',
  info: 'info', deets: 'details', pic: 'picture', graph: 'chart', plot: 'chart', diagram: 'chart',
  lol: 'lol', lmao: 'lol', haha: 'lol', hahaha: 'lol', hehe: 'lol', omg: 'lol',
  // Hub round 12: "w/o asking", typos ("evry", "arives", "anymor", "bussy"), and Scots ("gie us a shout", "nae usual days",
  // "kens aboot", "away hame tae Inverness").
  'w/o': 'without', evry: 'every', arives: 'arrives', arive: 'arrive', anymor: 'anymore', bussy: 'busy',
  gie: 'give', nae: 'no', kens: 'knows', aboot: 'about',
  // Round 16: US Southern ("fer sure", "fixin' to come"), Irish ("would ye"), Gen-Z ("thru").
  // Round 17: Caribbean ("fi", "pon", "cyaan"), Filipino and Welsh thanks and hellos, Brazilian laughter ("kkk").
  // Round 18: phonetic spelling ("pleese chek me in", "im leeving", "sory", "fryday", "thursdy", "hoo is", "wat do they werk on"), Yorkshire "mek".
  // Round 18: greetings and thanks (South African "howzit", London "wagwan", Swahili "sasa", "asante"), London "laters", texting "gr8", Yorkshire "'em", "nor" joining two days.
  ja: 'yes', lookin: 'looking', whn: 'when',
  // Thanks in the languages members switch to: Korean, Mandarin, Japanese, Hindi, Italian.
  '감사합니다': 'thanks', '고맙습니다': 'thanks', '谢谢': 'thanks', 'ありがとう': 'thanks', 'ありがとうございます': 'thanks', shukriya: 'thanks', dhanyavaad: 'thanks', grazie: 'thanks',
  // Round 25: Maltese "ċaw" (bye) and "grazzi", Estonian "tere" (hello) and "aitäh", Luganda "webale", Latvian "paldies",
  // Slovak "ďakujem", Sinhala "ayubowan", Shona "mhoro"; Cornish "dreckly" (later, some time).
  // Hub round 21: autocorrect's "unfold" for unfollow, "flowing" for following, "mourning" for morning.
  unfold: 'unfollow', flowing: 'following', mourning: 'morning',
  'ċaw': 'bye', caw: 'bye', grazzi: 'thanks', tere: 'hi', 'aitäh': 'thanks', aitah: 'thanks', webale: 'thanks', paldies: 'thanks', 'ďakujem': 'thanks', dakujem: 'thanks', ayubowan: 'hi', mhoro: 'hi', dreckly: 'later',
  howzit: 'hi', wagwan: 'hi', sasa: 'hi', asante: 'thanks', laters: 'bye', gr8: 'great', em: 'them', nor: 'or',
  chk: 'check', chek: 'check', pleese: 'please', leeving: 'leaving', sory: 'sorry', fryday: 'friday', thursdy: 'thursday', werk: 'work', hoo: 'who', mek: 'make',
  fi: 'for', pon: 'on', cyaan: "can't", cyan: "can't", salamat: 'thanks', diolch: 'thanks', obrigado: 'thanks', obrigada: 'thanks', shwmae: 'hi', 'ta-ra': 'bye', tara: 'bye',
  kkk: 'lol', kkkk: 'lol', kkkkk: 'lol', kkkkkk: 'lol',
  yer: 'you', youse: 'you', yous: 'you',
  fer: 'for', cept: 'except', "'cept": 'except', "fixin'": 'going', fixin: 'going', ye: 'you', thru: 'through', "comin'": 'coming', "workin'": 'working', "goin'": 'going',
  // Hub round 13: a dropped final g ("quit remindin' me", "my comin's and goin's").
  remindin: 'reminding', "comin's": 'comings', "goin's": 'goings', comins: 'comings', goins: 'goings',
  // Nigerian Pidgin: "abeg" (please), "sabi" (know).
  abeg: 'please', sabi: 'knows',
  // Hub round 15: autocorrect's "remainders" for reminders.
  remainders: 'reminders', remainder: 'reminder',
  // Round 20: Boston weekdays ("Mondee and Tuesdee", "Thursdee"), Geordie ("the morra" is tomorrow, "gannin hyem",
  // "doon", "divvent", "nee", "wi'", "oot", "aboot"), Thai laughter ("555"), a dropped g with its apostrophe ("headin' out").
  mondee: 'monday', tuesdee: 'tuesday', wednesdee: 'wednesday', thursdee: 'thursday', fridee: 'friday', saturdee: 'saturday', sundee: 'sunday',
  morra: 'morn', morrow: 'morn', gannin: 'going', ganning: 'going', hyem: 'home', doon: 'down', divvent: "don't", nee: 'no', "wi'": 'with', oot: 'out',
  sawasdee: 'hi', sawadee: 'hi', sawatdee: 'hi', sawasdi: 'hi',
  // Round 21: days and politeness in the languages members switch to mid-message (Spanish, French): "mañana voy al hub y el
  // jueves también — tomorrow and thursday", "je serai là next tuesday… s'il te plaît", "enlève-moi pour aujourd'hui svp".
  // (Their own words for what they ask stay unknown: such a clause says nothing, and the English beside it is read.)
  hoy: 'today', mañana: 'tomorrow', manana: 'tomorrow', lunes: 'monday', martes: 'tuesday', miércoles: 'wednesday', miercoles: 'wednesday',
  jueves: 'thursday', viernes: 'friday', sábado: 'saturday', sabado: 'saturday', domingo: 'sunday', finde: 'weekend',
  "aujourd'hui": 'today', demain: 'tomorrow', lundi: 'monday', mardi: 'tuesday', mercredi: 'wednesday', jeudi: 'thursday', vendredi: 'friday',
  samedi: 'saturday', dimanche: 'sunday', gracias: 'thanks', merci: 'thanks', porfa: 'please', porfis: 'please', svp: 'please', stp: 'please',
  jaja: 'lol', jajaja: 'lol', jajajaja: 'lol', mdr: 'lol',
  // Round 22: hellos, thanks and pleases in the languages members open and close with (Swiss German, Amharic, Haitian
  // Creole, Hawaiian, Portuguese, Nepali, Bengali, Arabic), and their words for today and tomorrow.
  grüezi: 'hi', gruezi: 'hi', grüessech: 'hi', selam: 'hi', aloha: 'hi', olá: 'hi', tena: 'hi',
  // Trinidadian "allyuh" (you all: "see allyuh tomorrow" is see you tomorrow).
  allyuh: 'you',
  mahalo: 'thanks', mèsi: 'thanks', mesi: 'thanks', amesegnalehu: 'thanks', amesegnalew: 'thanks', vielmal: 'thanks', danke: 'thanks',
  dhonnobad: 'thanks', dhanyabad: 'thanks', dhanyabaad: 'thanks', shukran: 'thanks', tanpri: 'please', bitte: 'please',
  demen: 'tomorrow', jodi: 'today', hoje: 'today', amanhã: 'tomorrow', amanha: 'tomorrow', bholi: 'tomorrow', aaja: 'today',
  // Round 21: Cockney h-dropping ("off 'ome", "'oo's Zeke?", "'alf nine", "dahn the hub"), the apostrophe taken off by the tokens.
  bout: 'about', showin: 'showing', "showin'": 'showing', arrivin: 'arriving',
  thanksgivin: 'thanksgiving', "thanksgivin'": 'thanksgiving', christmastime: 'christmas',
  ome: 'home', ere: 'here', oo: 'who', "oo's": "who's", oos: "who's", alf: 'half', dahn: 'down',
  // Round 24: Pittsburgh "yinz" and Ulster "yous" (you all), Brummie "tomorrer", "gooin", "wos", "tek" (take); thanks and
  // hellos in Danish, Icelandic, Lithuanian, Catalan, Swahili, Burmese, Bulgarian and Taiwanese chat ("3Q").
  // (Philadelphia "ard": alright.)
  ard: 'alright', yinz: 'you', tomorrer: 'tomorrow', tomorra: 'tomorrow', gooin: 'going', "gooin'": 'going', wos: 'was',
  takk: 'thanks', tak: 'thanks', tack: 'thanks', ačiū: 'thanks', aciu: 'thanks', mercès: 'thanks', merces: 'thanks', gràcies: 'thanks', gracies: 'thanks',
  '3q': 'thanks', blagodarya: 'thanks', hej: 'hi', labas: 'hi', zdravei: 'hi', mambo: 'hi', habari: 'hi', mingalaba: 'hi', mingalabar: 'hi',
  '555': 'lol', '5555': 'lol', '55555': 'lol', "headin'": 'heading', "gannin'": 'going', "an'": 'and', "makin'": 'making', makin: 'making',
}));

/** Weekday words (after folding) and their number, Sunday 0. */
export const WEEKDAYS = new Map<string, number>(Object.entries({ sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 }));
export const WEEKDAY_PLURALS = new Map<string, number>(Object.entries({ sundays: 0, mondays: 1, tuesdays: 2, wednesdays: 3, thursdays: 4, fridays: 5, saturdays: 6 }));
export const MONTHS = new Map<string, number>(Object.entries({
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
}));

/** Days named relative to today. */
export const RELATIVE_DAYS = new Map<string, number>(Object.entries({ today: 0, tonight: 0, tomorrow: 1, yesterday: -1 }));
/** "now", "right now", "currently": today, and the present moment. */
export const NOW_WORDS = new Set(['now', 'currently', 'presently']);

/** Parts of a day: "friday afternoon" plans Friday; the part is not notes. */
export const DAY_PARTS = new Set(['morning', 'afternoon', 'evening', 'night', 'noon', 'midday', 'lunch', 'lunchtime', 'am', 'pm', 'eod', 'early', 'late', 'later']);
/** Words before a clock time: "around noon", "till ~6", "from 2". */
export const TIME_PREPOSITIONS = new Set(['at', 'around', 'about', 'by', 'after', 'before', 'till', 'until', 'til', 'from', 'since', 'between', 'ish', 'approximately', '~']);
/** After "back in" / "in": a while ("back in 30", "in a bit"): not here yet, or stepping out. */
export const WHILE_WORDS = new Set(['bit', 'sec', 'second', 'seconds', 'minutes', 'minute', 'hour', 'hours', 'while', 'moment', 'few', 'jiffy', 'mo', 'half']);
/** Vague "later today" words: "I'll be in soon" is not a check-in yet. */
export const SOON_WORDS = new Set(['soon', 'shortly', 'later', 'asap', 'afterwards']);

/** Numbers written as words, for "in two days", "a week from friday". */
export const NUMBER_WORDS = new Map<string, number>(Object.entries({ a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2 }));

/**
 * Word classes: the synonyms the templates name as `<class>`. Each entry is
 * alternatives in the template syntax (grammar.ts): `a | b c | d [e]`.
 */
export const CLASSES = new Map<string, string>(Object.entries({
  // Who is speaking, and how they say they will.
  im: "i'm | i am | im",
  ill: "i'll | i will | i'm going-to | i am going-to | i'm going to | i am going to | going-to | going to | gonna | i plan to | i intend to | i aim to | i expect to | i'm planning to | i am planning to | planning to | i'm planning on | planning on | i should | i'd like to | i would like to | i should like to | i want-to | i want to | i hope to | i'm hoping to | i might | i may | i can | i could | i think i'll | i reckon i'll | reckon i'll | i reckon i will | i'll probably | i will probably | i'll likely | probably",
  come: 'come | coming | be | be coming | swing | swinging | pop | popping | stop | stopping | drop | dropping | head | heading | make it | show up | showing up | visit | be around | be there | be here | be at the hub | slide | sliding',
  cometo: 'in | by | over | around | there | here | through | the hub | the office | to hub | to the hub | into the hub | into the office | to the office | at the hub | in person | into the space | to the space | by the hub | by the office | over to the hub | down to the hub | in to the hub | round',
  at: 'here | in | at the hub | in the hub | at hub | at the office | in the office | at the space | in the space | in the building | around | on site | onsite | at rc',
  // (Australian and British: "just rocked up", "turned up at last".)
  // (Irish "I'm after landing in": just landed. Gen-Z "pulled up".)
  arrived: 'arrived | got here | got in | made it | made it in | walked in | rolled in | showed up | came in | just got here | landed | landed in | rocked up | turned up | pitched up | rolled up | pulled up | after landing [in] | after arriving | after getting in | after coming in | reach | reached | reach already | reached already',
  checkin: 'checkin | check in | checking in | checked in | sign in | signing in | signin | log in | logging in | login | clock in | clocking in',
  // Cancelling: the verbs, and the visit they take.
  cancelverb: 'cancel | scratch | drop | remove | delete | scrap | unbook | unplan | unschedule | ditch | bin | nix | kill | axe | forget | skip | clear | pull | strike',
  visit: 'visit | visits | checkin | checkins | check in | plan | plans | booking | bookings | reservation | spot | day | days | trip | slot | entry | entries | signup | sign up | registration',
  cant: "can't | can not | won't be able to | will not be able to | unable to | not able to | couldn't | am not able to | won't get to | can't get to | shall not be able to | shan't be able to | shan't | shall not",
  notcoming: "not (coming | going-to come | gonna come | going to come | come) [in | by | over | after all] | (shall not | shan't) (be coming | come | be in) | not going to make it | not going-to make it | not making it | won't (be in | be there | be here | be around | be at the hub | be coming [in] | come [in] | make it | be able to make it) | will not (be in | come [in] | make it | be there) | not (be in | be there | be coming) | no longer (coming | able to come) | not able to come",
  leaving: 'leaving | heading out | heading home | away home | headed out | headed home | going home | signing off | logging off | checking out | clocking out | off home | out of here | outta here | taking off | leaving now | leaving the hub | leaving hub | peacing out | bouncing | heading off | off | out | done | done here | gone | departing | dipping | dipping out | making tracks | heading away | making a move | making my move',
  leaveday: 'for the day | for today | for the night | today | now | for now',
  note: 'note | notes | status note | description | note text',
  change: 'change | update | set | edit | replace | make | fix | correct | rewrite | overwrite | switch | amend | modify | alter | adjust',
  clear: 'clear | delete | remove | erase | wipe | reset | empty | drop | blank | scrap | clean | strip',
  who: "who's | who is | who are | who | whos",
  // Said of whoever comes on a day few would: "who's foolish enough to come in on Thanksgiving?".
  daring: 'foolish | brave | crazy | mad | daft | silly | nuts | bold | keen | dedicated | committed | wild | insane | unlucky | lucky | sad',
  anyone: 'anyone | people | everyone | anybody | somebody | any people | other people | others | the others | folks | members | visitors | the gang | the crew',
  many: 'how many | how much | number of | count of | the number of',
  person: 'people | persons | visitors | members | folks | of us | ppl | humans | souls | headcount | heads',
  busy: 'busy | full | packed | crowded | quiet | empty | popular',
  // The busiest and the quietest day, however the superlative is said ("the most quiet day", "best attended").
  busiest: 'busiest | most popular | fullest | biggest | most busy | most crowded | most packed | liveliest | most visited | best attended | most attended',
  quietest: 'quietest | least busy | emptiest | slowest | most quiet | least popular | least crowded | deadest | least attended | least visited | least full',
  tends: 'tends to be | tend to be | is usually | is normally | is typically | is generally | usually is | normally is | is mostly',
  // (Indian English: "kindly share the list", "please revert with my bookings".)
  show: 'show | show me | listing | showing | give | give me | get | get me | send | send me | list | tell me | display | let me see | can i see | may i see | could i see | i want to see | i need | share | share with me | revert with | furnish me with | provide me with | furnish | provide | see | to see',
  lookup: 'tell me about | tell me (a little | a bit | something | more) about | (the contact details | the contact info | the details | contact details) (of | for) | share (a little | a bit | something | more) about | (who even is | who actually is | who really is) | (the contact | contact | contact info | contact details | email | the email) (of | for) | look up | lookup | find | search for | search | info on | info about | information on | information about | profile of | profile for | details on | details for | details about | pull up | bring up | show me the profile of | who the heck is | who exactly is | do you know | what do you know about | any info on | contact for | contact info for | contact details for | [i] (need | want | require | am looking for | looking for) [the | their | his | her] (contact details | contact info | details | email | profile | contact) (of | for)',
  // A question asked inside another ("can you tell me who Kaia is?", "do you know who is Lev?").
  embed: 'tell me | remind me | let me know | do you know | any idea | i wonder | i would like to know | i want to know | i need to know | confirm | please confirm',
  profilefield: 'email | email address | email id | mail id | e-mail | mail | profile | github | twitter | linkedin | pronouns | phone | contact | contact info | contact details | contact information | details | website | site | blog | handle | zulip',
  plans: 'plans | schedule | calendar | agenda | week | bookings | upcoming visits | next visits | planned visits | planned days',
  // Being down for a day, however it is said ("am I registered for thurs?", "queued up", "on the books").
  booked: 'down | booked | booked in | signed up | registered | queued | queued up | scheduled | planned | put down | pencilled in | penciled in | on the books | on the list | in the system | lined up | confirmed | rsvped | rsvp\'d',
}));

/**
 * Words that carry nothing on their own ("please", "just", "lol", "also"):
 * skipped when a message is matched against the templates, kept in notes.
 */
export const FILLER = new Set([
  'please', 'just', 'so', 'ok', 'also', 'too', 'again', 'anyway', 'anyways', 'actually', 'btw', 'fyi', 'lol', 'really', 'well', 'then',
  'oh', 'ah', 'um', 'umm', 'uh', 'hmm', 'hm', 'oops', 'welp', 'yeah', 'yep', 'sorry', 'sadly', 'unfortunately', 'alas', 'afraid',
  'thanks', 'frontdesk', 'bot', 'dear', 'kindly', 'quick', 'quickly', 'real', 'still', 'as', 'well', 'though', 'after', 'all', 'anymore',
  // Slang that adds nothing to a request ("here fr", "put me down for tmrw bet", "ngl", "ta").
  'eh', 'fr', 'frfr', 'bet', 'ngl', 'lowkey', 'highkey', 'tbh', 'ta', 'obv', 'obvs', 'deffo', 'defo', 'roughly', 'approximately',
  'x', 'xx', 'xo', 'hehe', 'ugh', 'argh', 'meh', 'phew', 'yay', 'woo', 'woohoo', 'whoops', 'folks', 'team', 'friends', 'everyone',
  'mate', 'buddy', 'pal', 'hey', 'hi', 'yo', 'probably', 'maybe', 'perhaps', 'hopefully', 'definitely', 'def', 'officially',
  'finally', 'btw', 'sry', 'apologies', 'instead', 'rather', 'already', 'lmk', 'asap', 'rly', 'tbh', 'imo', 'haha', 'heh', 'ha', 'yes', 'yea', 'ya', 'okay', 'nice', 'cool',
  // Round 18: "asante sana" (thanks very much), London "fam" and "bare" (very).
  'sana', 'fam', 'bare', 'innit', 'safe',
  // Intensifiers that change nothing a request says ("I'm literally at the hub right now").
  'literally', 'honestly', 'basically', 'totally', 'seriously', 'even',
  // Round 22: words of address and interjections said around a request (Hindi and Bengali "bhai", "ji", "apu", Nepali
  // "hajur", Cajun "mais" and "cher", Hawaiian "brah" and "shoots", Castilian "vale" and "tío", Scots "och", Amharic "ishi").
  'bhai', 'ji', 'apu', 'hajur', 'mais', 'cher', 'brah', 'bruddah', 'shoots', 'vale', 'tío', 'tio', 'och', 'ishi',
  // Argentinian "che" (hey), said before or after a request; French "s'il te plaît" / "s'il vous plaît" (please).
  'che', "s'il", 'te', 'vous', 'plaît', 'plait',
  // Australian "reckon" before a request ("reckon I'd rather get the reminder the night before").
  'reckon',
  // Indian English "today itself": today, stressed.
  'itself',
  // "I won't be in tomorrow either": the day is not made, as before.
  'either',
  // Filipino "po" and "na", particles ("change my note today po to …", "I'm here na").
  'po', 'na',
  // Reads, round 16: how a member addresses the bot ("ok bestie", "mornin' sunshine", "thanks darlin'").
  'bestie', 'besties', 'sunshine', "darlin'", 'darlin', 'darling', 'hun',
  // Malaysian and Singapore English particles ("reach hub already lah", "is Gus in today la?", "then how leh"), Scouse
  // "la"/"lad" and Ghanaian "chale" and Nigerian "o" said to the listener, Vietnamese "ạ" (polite), Turkish "hocam"
  // (my teacher), "abi" (brother).
  'la', 'lah', 'leh', 'lor', 'lad', 'chale', 'ạ', 'hocam', 'abi',
  // Round 20: Thai polite particles ("krub", "ka", "kha", "na ka") and Indonesian ones ("ya", "kak" (sis/bro), "aja",
  // "dong", "deh", "sih", "nih", "lho"), Hong Kong "ar"/"wor"/"ge", Geordie "pet", "reet", "like" said last, Boston
  // "wicked" (very).
  'krub', 'krab', 'khrap', 'khrub', 'ka', 'kha', 'kak', 'kakak', 'aja', 'dong', 'deh', 'sih', 'nih', 'lho', 'ar', 'wor', 'ge', 'pet', 'reet', 'wicked',
  // Round 23: Arabic blessings and words of address said around a request ("I am in the hub now alhamdulillah", "ya
  // basha"), Newfoundland "b'y", Minnesotan "uff da", Chilean "cachai", Malayalam "da" (to a friend).
  'alhamdulillah', 'mashallah', 'habibi', 'habibti', 'yalla', 'basha', "b'y", 'uff', 'cachai', 'da',
  // Round 24: Brummie "bab" and Pittsburgh "n'at" (and that) said last, Catalan "doncs" (so) and "vale", Swahili "poa
  // kabisa" (all good) and "pole sana" (so sorry), Burmese "ba" and "nali?" (ok?), Bulgarian "hayde", Icelandic "jæja",
  // Taiwanese "der~", Lithuanian "ei", Philadelphia "jawn", Ulster "bless".
  // Emoticons typed as letters: "orz" and "OTL" (a figure kneeling: sorry, defeated).
  'orz', 'otl',
  'bab', "n'at", 'doncs', 'poa', 'kabisa', 'pole', 'ba', 'nali', 'hayde', 'jæja', 'jaeja', 'der', 'ei', 'jawn', 'bless',
  // Round 25: Baltimore "hon", Sri Lankan "machan" (mate) and Sinhala "aney" (oh dear), Maltese "mela" (so, well) and
  // "isma'" (listen), "ehh" and "ey" said before a request.
  'hon', 'machan', 'aney', 'ane', 'mela', "isma'", 'isma', 'ehh', 'ey',
]);

/** Greetings and politeness before the message proper ("hey frontdesk,", "morning!", "ok so"): dropped from the start. */
export const LEAD_INS = [
  'hi [there | frontdesk | bot | all | team | everyone | people | friend | again | folks]', "(g'day | gday) [mate | all | everyone]",
  'good-morning [frontdesk | there | all | everyone | team]',
  '(good morning | good afternoon | good evening | morning | morn | afternoon | evening | happy (monday | tuesday | wednesday | thursday | friday | saturday | sunday | friyay)) [frontdesk | all | everyone | team | there]',
  // A holiday's greeting ("happy thanksgiving in advance 🦃").
  // A word of address after a greeting ("Alright my lover", "hiya me duck", "morning our kid"): Cornish, Midlands, Manchester.
  "(alright | alrite | hiya | hello | hi | hey | morning | mornin) (my lover | my 'ansum | me 'ansum | my ansum | me duck | my duck | our kid | hon | love | pet)",
  '(happy | merry) (thanksgiving | holidays | christmas | xmas | new year | diwali | eid | hanukkah | hannukah | easter | lunar new year | weekend) [in advance | early] [frontdesk | all | everyone | team | folks]',
  'frontdesk', 'dear frontdesk', 'ok [so]', 'so', 'well', 'um', 'umm', 'uh', 'oh', 'hmm', 'ah', 'also', 'and', 'actually', 'btw', 'fyi', 'heads up', 'quick one',
  'quick question', 'question', '[so] [to cut a] long story short', 'tldr', 'tl;dr', 'sorry', 'sry', 'ugh', 'oops', 'whoops', 'welp', 'alright', 'right', 'just fyi', 'just so you know', 'small update', 'quick update',
  'surprise', 'yay', 'woo', 'woohoo', 'phew', 'hey hey', 'hello hello', 'yo yo', 'lol', 'haha', 'scratch that', 'change of plans', 'change of plan', 'plans changed',
  // "Kindly note that I shall be …", "please be advised that …": the formal "fyi", not the `note` command.
  '[please | kindly | just] (note | be advised | be aware) that', 'for your information', '[so | and] [it | as it] turns out [that]',
  // A member saying it again after the bot misread them ("I SAID cancel tomorrow", "no, like I said, …", "ugh, again:").
  '[no | ugh | sigh | ok] [,] [like | as] i (said | say | wrote | told you) [before | already | earlier]', 'again [:]', 'once more',
  // Corporate "for visibility", "quick sync", "per my last", "as discussed": why it is said, not what is asked.
  'for (visibility | awareness | transparency | context | reference | the record | your records | tracking purposes)', 'quick sync', 'per my last [message | note]', 'as discussed', 'circling back', 'as per my last [message | note]',
  // "go on and mark me down", "go ahead and put me in": the go-ahead before the request.
  '[just] (go on | go ahead | goan | gwan) and',
  // "nah cancel all my stuff": a "no" before the request says only that the plan changed.
  'nah',
  // Round 24's greetings before the request: Icelandic "góðan daginn", Catalan "bon dia", Swahili "habari za asubuhi"
  // and Lithuanian "labas rytas" (their first words spelt "hi" already: SPELLINGS).
  '(góðan | godan) daginn', 'bon dia', 'hi za (asubuhi | mchana | jioni)', 'hi rytas',
  // A blessing before a plan is no doubt about it ("Inshallah I will come Thursday"; said after it: REQUEST_TAGS).
  '(inshallah | insha allah | inshaallah | god willing | deo volente | se deus quiser)',
  // "From now onwards my regular hub days will be …": when a lasting change starts, said before it.
  '(from now on | from now onwards | from now onward | going forward | henceforth | from here on [out | in])',
  'oh and', 'and also', 'one more thing', 'also', 'wait', 'hold on', 'hang on', "(i regret | i'm afraid | i am afraid) [that | to say]", 'unfortunately', 'but [also]', '[and] then', 'plus', '[lol] (jk | just kidding | kidding)',
];

/**
 * How a sentence begins when it asks *how* something works ("how do I check
 * in?", "what happens if I cancel?", "do I have to check out?"): answered with
 * help on it, never written, never offered.
 */
export const HOW_LEADS = [
  'how (do | can | should | would | does | did) (i | we | one | it | you | people) [go about | even]', 'how to', 'what happens (if | when) (i | we | you | someone)', 'what if (i | we)',
  'if (i | we | you)', 'does (it | that | checking in | checking out | cancelling | cancel | leaving | a checkin | the bot | this | planning | it still)', 'do (you | they | others | people)',
  'will (it | that | anyone | people | others)', 'is there a (way | command | option) to', "what's the (command | way) (to | for)", 'what is the (command | way) (to | for)',
  'what do i (say | type | send) to', "why (can't | don't | doesn't | didn't | won't) (i | we | you | it)", 'when (should | do) i', 'where do i', 'who can',
  'do (i | we) (need | have) to', 'am i (supposed | meant | expected | required) to', 'is it (ok | okay | fine | possible | allowed) (to | if i)', 'are we (supposed | meant | allowed) to',
  // Reads, round 16: the same asked inside a wondering ("I was wondering whether it's possible to put a note on …").
  'whether (it\'s | it is | it would be | it\'d be | it might be | it may be | it could be) (ok | okay | fine | possible | allowed) to',
];

/** How a sentence begins when it asks *whether* to do something ("should I check in?", "can I come in tomorrow?"): the thing is offered, never done. */
export const WHETHER_LEADS = ['(should | can | may | could | shall | must | do | would) (i | we) [still | also | even | just]'];

/** Sentence openers that talk *about* checking in ("checking in on the pizza order", "just checking in to say thanks"): never a visit. */
export const CHAT_OPENERS = [
  '[just] (checking | check) in (on | about | with | to | for the | re | regarding | if | whether | because | since | cause | cuz | here to)',
  '[just] (checking | check) (on | about | with | if | whether)',
  'checking up on', 'check out (this | that | the | my | our | his | her | their)', 'leaving (this | that | a | it) (here | for)', 'leave (the | a | this | that | it | your | my | them)',
  'in (other | case | the | a | my | our | your | fact | general | short | particular | any | that | this | theory | retrospect | person | advance)',
  'out (of | on | for lunch | to lunch | sick)', 'here (is | are | you go | we go | goes)', "here's", 'heres', 'cancel (the | a | our | this | that | his | her | their) (meeting | order | call | standup | lunch | event | talk | reading group)',
  'is (broken | down | dead | working | offline | alive | up | back)',
];

/** A word at the start of a sentence that makes it a question. */
export const QUESTION_WORDS = new Set([
  'am', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'should', 'shall', 'will', 'would', 'could', 'can', 'have', 'has', 'may', 'might',
  'how', 'what', 'when', 'where', 'who', 'why', 'which', 'whose', "what's", "who's", "when's", "how's", "where's", 'whats', 'whos',
]);

/** A label before a colon that opens notes ("notes:", "today:", "both days:"): the notes are what follows it. */
export const NOTES_LABELS = [
  '(note | notes | status | wip | focus | agenda | plan | plans | project | task | tasks | todo | today | doing | topic | working on | currently | currently working on | re | about)',
  '(notes | note) (for | on) (both | all | each | them | both days | all days | all of them | each day | every day)',
  // "Note on all three: …".
  '(notes | note) (for | on) all (two | three | four | five | 2 | 3 | 4 | 5) [days | of them]',
  // "note both: hackathon", "notes all days: …".
  '(notes | note) (both | all | each) [days | of them]',
  '(for | on) (both | all | each | both days | all days | all of them | each day | every day)', '(both | all | each) (days | of them)', 'both',
  '[the | my] (note | notes | status) (is | are)', 'change of (plan | plans)', 'plan for today', 'today i (would like to | want to | will | am going to) (work on | do)', 'my (plan | plans | focus | project | topic) [for today | today]',
];

/** Words that open notes and are not part of them: "in, working on the parser" has the notes "the parser". */
export const NOTES_PREFIXES = [
  '[{when}] [i | we | <im> | we are | we\'re | i\'ll | we\'ll | ill] [currently | mostly | mainly | still | will | will be | would like to | want to | want-to | plan to | am going to | going to | going-to | gonna] [be] (work | working | focus | focusing | continue | continuing | concentrate | concentrating) [working] (on | with) [:]',
  '[{when}] (i | we | <im> | i\'ll | we\'ll) [will be | am | will | would like to | want to | plan to | be] (doing | do | make | making) [:]',
  'to (continue | finish | keep working on | work on | focus on) [working on | with]', '(busy | busy with | still on | continuing with)',
  '(wroking | workin | wokring) on',
  // "Gonna spend the day untangling the rota", "My work today is translating the manual".
  '[{when}] [i | we | <im>] [will | am going to | going to | going-to | gonna | plan to] (spend | spending | be spending) (the | my | this) [whole | entire] (day | morning | afternoon | evening) [on]',
  '(my | our) (work | task | job | project | focus | plan | goal) [for] [today | {when}] (is | will be | =)',
  // What one is going to do there: "plan me in for friday, gonna finish the poster" (the notes are "finish the poster").
  '[i | we | <im> | we\'re] (going-to | going to | about to) [be]',
  // "I shall be 'helping Mina'": what one will be doing, said formally.
  '(i | we) (shall | will) be',
  // What the visit is for: "In two days I come, for the meeting with Farid" (the notes are "meeting with Farid").
  'for (the | a | an | my | our)',
  // "Dec 3 please, with the note 'here 10–16'".
  'with (the | a | my) (note | notes | status | comment)', 'with (note | notes)',
  // Round 18: "…, note is "studying Haskell"", "a note that says happy to review PRs".
  '[the | my] (note | notes | status) (is | are | should be | will be | reads | says | =)', '[a | the] (note | notes) (that | which) (says | reads | should say)', '[a | the] (note | notes) saying',
];

/** After a check-in, a sentence that begins with one of these is what they are doing: notes ("pairing w/ Lev…"). */
export const ACTIVITY_VERBS =
  /^(?!(?:checking|coming|going|leaving|heading|thinking|wondering|hoping|planning|looking|feeling|trying|getting|being|running|cancell?ing|signing|logging|clocking|sitting|standing|waiting|lying|hanging|chilling|relaxing|nothing|something|anything|everything|thing|morning|evening|string|king|ring|wing|spring|ceiling|during|pudding|darling|sibling|sing|bring|swing|sting|freezing|raining|snowing|pouring|boiling|roasting|sweltering|staying)$)[a-z]{2,}ing$/;

/** Titles before a name ("Mr Hiro Lanternby", "Miss Lev Inkwell", "Dr. Ada"): the person is the name without them. */
export const HONORIFICS = /^(?:ko|mr|mrs|ms|miss|mx|dr|prof|professor|sir|madam|madame|mister|mistress|monsieur|mme|mlle|herr|frau|senor|señor|senora|señora|auntie|aunty|uncle)\.?\s+(?=\S)/i;

/** Words that are no one's name ("is anyone here", "is it busy"): a `{person}` slot never takes them alone. */
export const NOT_NAMES = new Set([
  'anyone', 'everyone', 'people', 'it', 'there', 'this', 'that', 'the', 'a', 'an', 'i', 'me', 'my', 'you', 'your', 'we', 'us', 'they', 'them',
  'hub', 'office', 'space', 'place', 'here', 'in', 'on', 'at', 'around', 'coming', 'else', 'working', 'going', 'still', 'not', 'free', 'open',
  'busy', 'today', 'tomorrow', 'yesterday', 'now', 'who', 'what', 'when', 'checking', 'checked', 'anybody', 'somebody', 'someone', 'nobody',
  'all', 'any', 'some', 'many', 'much', 'how', 'attendance', 'everybody', 'others', 'other', 'visitors', 'members', 'wifi', 'coffee', 'lunch',
  'door', 'kitchen', 'printer', 'form', 'bot', 'frontdesk', 'ok', 'up', 'down', 'broken', 'there', 'planning', 'in charge', 'doing', 'having',
  'interested', 'available', 'hungry', 'ready', 'back', 'gone', 'leaving', 'left', 'new', 'sick',
  // Words inside a sentence that no name is made of ("dario forgot his phone").
  'his', 'her', 'their', 'our', 'its', 'he', 'she', 'him', 'is', 'are', 'was', 'were', 'be', 'been', 'to', 'for', 'with', 'and', 'or', 'of',
  'from', 'by', 'forgot', 'said', 'says', 'wants', 'want', 'asked', 'told', 'got', 'has', 'had', 'have', 'will', 'would', 'can', 'could', 'should',
  'did', 'does', 'do', 'not', "don't", "didn't", "can't", 'if', 'when', 'then', 'than', 'so', 'but', 'lately', 'recently', 'next', 'last', 'this',
  // The bot's own messages ("I don't want the reminder messages anymore" is about reminders, not a member "reminder").
  'reminder', 'reminders', 'digest', 'digests', 'arrival', 'arrivals', 'daily', 'weekly', 'morning', 'evening', 'email', 'emails', 'spam', 'zulip',
]);

/** Common English words a typo-fixer must never take for a command word ("not" is no "note", "chuck" no "check"). */
export const NEVER_TYPOS = new Set([
  'not', 'nope', 'noted', 'nor', 'now', 'none', 'nose', 'node', 'nod', 'knot', 'vote', 'tone', 'nite', 'nah', 'chuck', 'cheek', 'chick',
  'chock', 'checks', 'cheque', 'czech', 'heap', 'hello', 'held', 'hell', 'kelp', 'cancer', 'candle', 'leaning', 'leading', 'loving', 'living',
  'leaking', 'weaving', 'misery', 'whose', 'whoa', 'visit', 'visitor', 'here', 'hear', 'there', 'where', 'were', 'her', 'hero', 'hire', 'heron',
  'coding', 'combing', 'homing', 'cooking', 'looking', 'booking', 'cumming', 'coming', 'leaving', 'heaving', 'having', 'moving', 'making',
  'note', 'notes', 'nite', 'into', 'onto', 'unto', 'inn', 'ion', 'tin', 'win', 'pin', 'kin', 'bin', 'din', 'fin', 'gin', 'sin', 'hi', 'his',
  'him', 'out', 'our', 'oat', 'cut', 'gut', 'hut', 'nut', 'put', 'rut', 'jut', 'tut', 'cancelled', 'cancels', 'canceling', 'cancelling',
]);

/** A correction of what was just said ("I'll come Thursday. Sorry, I meant Friday!"): what follows replaces it. */
export const CORRECTION_LEADS = [
  '[sorry | oops | no | wait | err | erm | ah | oh] [,] i (mean | meant) [to say]', '[sorry | oops] [,] (correction | typo)', 'i mean', 'meant', 'i meant',
];

/**
 * A speaker taking back what they just said ("I'm off — oh wait no, …", "wed, no wait, thu", "heading out. scratch that"):
 * the request said before it is withdrawn, and a day right after it replaces that request's day. Only after a request
 * in the same message (alone, "nvm" and "scratch" are the member's to mean: see intents.ts).
 */
export const RETRACTIONS =
  /^(?:(?:oh|ah|hmm|hm|um|uh|err|erm|ok|okay|and|but|actually|sorry|oops|lol) )*(?:(?:wait|hold on|hang on) no|no (?:wait|hold on|hang on)|wait wait|scratch that|strike that|disregard that|actually no|no actually|on second thoughts?)(?: (?:no|wait|sorry|actually))*(?= |$)/;
/** Taking back that stands only as a whole segment: inside a sentence these words are about something else ("never mind the mess"). */
export const RETRACTIONS_ALONE =
  /^(?:(?:oh|ah|hmm|um|ok|okay|actually|sorry|lol|no) )*(?:never mind|nevermind|forget (?:that|it|(?:that )?i said (?:anything|that|it|so)|what i said)|cancel that|ignore (?:that|me|what i said))(?: (?:sorry|lol|then))?$/;

/** A polite request before what is asked for ("can you …", "please …"): the rest is asked for, even with a "?". */
export const REQUEST_LEADS = [
  // ("note that" is a lead-in of its own, LEAD_INS: what follows it may be notes.)
  '[please | could you please | can you] (remember | record | log) that', 'just so you know', 'fyi',
  '(can | could | would | will) you [please | kindly | just | also | further | additionally | quickly | pls | possibly | perhaps | maybe]', 'would you mind', '[would you] be so kind as to', 'would you be able to', 'can you please', 'could you please',
  'i (want | need | would like | should like | wanted | wish | have | had | will have | \'ll have) to', "(i'd | i would | i should | i) (like | want | need) you to",
  "(i'd | i would | i should) (very much | really | so much | much) like to",
  // "I would like a list of …": what is wanted, named (the article stays, for the templates that name it).
  "(i'd | i would | i should) [very much | really] (like | love)",
  '[i] (think | guess) (i\'d | i would) like [you] to', 'i (gotta | must | got-to)', "(i'm | im | i am | we're | we are) (going-to | going to | about to)", "i'd like to", "(i'd | i would) rather", 'want-to', 'i want-to', 'let-me', 'let me', 'go ahead and', 'mind',
  'please', 'kindly', 'pls', 'can u', 'could u', 'could ya', 'can ya', 'you can', 'feel free to', 'help me', '(can | could) help me [to]', 'if (you | u) (can | could) [please]',
  // Formal: "I should be obliged if you would record …", "Would you also be good enough to enter me for …".
  // (Two leads, read one after the other: a lead is at most six words.)
  "(i | we) (should | would | 'd) be [most] (obliged | grateful | thankful) if", '[if] (you | u) (would | could) [kindly | please]', '[would you] [also] be (good | kind) enough to',
  // A question wrapped in a question ("do you know who's in?", "any idea if Ada is coming?"): what follows is what is asked.
  // (Tried before the how-to leads, whose "do you …" would make it a question about using the bot.)
  '(can | could | may) i (see | get | have) [a look at]', '(may | can | could | might) i (ask | enquire | inquire) [you]',
  '(do | would | d | might | could) you [happen to] know', '(do | would | d) you [happen to] have', 'would you mind (telling | showing | letting) me [know]',
  // "would it be okay to put me down for …", "is it alright if you add …": permission asked is a request made.
  // ("is it ok to come in on saturday?" asks leave to come: HOW_LEADS.)
  // ("would it be possible to check in for someone else?" asks what can be done: the how-to leads.)
  "(would | 'd) it be (ok | okay | alright | all right | fine) [if (you | u) (could | can | would) | to | for (you | u) to]", 'is it (ok | okay | alright | all right | fine) (if (you | u) [could | can | would] | for (you | u) to)', '(any | got any | have any | do you have any | you have any) idea', "(i was | i am | i'm | im | just | was) wondering", 'wondering',
];

/** A request's tag at its end ("…, would ya?", "mark for me can?", "check me in can or not"): it asks for the request, never about it. */
export const REQUEST_TAGS = [
  '(would | will | could | can | wud) (you | ya | ye | yez | u) [please | pls | for me]', 'can [or not] [lah | leh | ah]', '(lah | leh | lor | ah | ya | yah | yeah | like) [please | pls]', 'if you (can | could | would) [please]', 'please and thank you',
  // A blessing on the plan is no doubt about it: "I will come on Thursday by God's grace".
  '(by | with) (god | gods | the grace of god) [grace]', 'god willing', 'se deus quiser', '(sweet as | eh | nuh)', '(inshallah | insha | inshaallah | deo volente) [allah]',
  "(that | it | that'd | it'd) [would | will | 'd] be (great | lovely | grand | brilliant | amazing | perfect | nice | ace | super | awesome | ideal) [thanks | thank you]",
  '(thanks | thank you) [in advance | so much | a lot]',
  // Said whatever else happens ("put me down for Thursday either way"): the request stands as asked.
  '(either way | no matter what | in any case | regardless | whatever happens | all the same | anyhow)',
];

/** Words where one clause ends and another begins inside a sentence ("quinn bailed so i won't come tmrw", "in today and who else is here?"). */
export const CLAUSE_JOINS = new Set(['and', 'also', 'so', 'but', 'then', 'plus', 'because', 'cause', 'cuz', 'anyway', 'btw', 'oh']);

/**
 * Words that make a request a maybe, not a decision ("might come in fri", "see
 * you tomorrow maybe", "I'll be in thursday if the trains run"): such a write is
 * offered with a tap, never made. ("not sure" is the pair in NOT_SURE.)
 */
export const HEDGES = new Set([
  'maybe', 'mayhaps', 'might', 'mite', 'probably', 'prob', 'probs', 'prolly', 'perhaps', 'possibly', 'potentially', 'hopefully', 'likely',
  'unlikely', 'may', 'idk', 'dunno', 'unsure', 'tentatively', 'tentative', 'if', 'unless', 'depending', 'depends', 'hoping', 'tbd',
  // "Reckon I'll come in Thursday": Australian and British for "I think".
  'reckon', 'reckons',
]);
/** Verbs that, followed by "me", give the bot an order ("tell me when Pax arrives?"): a request, whatever its "?". */
export const ORDER_VERBS = new Set(['tell', 'ping', 'notify', 'message', 'dm', 'alert', 'buzz', 'text', 'inform', 'remind', 'show', 'send', 'give', 'update', 'warn']);
/** A hedge word that opens what a follow watches for ("tell me if Ada comes in"): the event, not a doubt. */
export const WATCH_OPENERS = new Set(['if']);
export const NOT_SURE = /\bnot (?:sure|certain|decided)\b|\bno idea\b|\bwe'?ll see\b/i;

/** Someone other than the sender as a write's object ("check him in", "check everyone in"): frontdesk writes only the sender's visits. */
export const OTHER_PEOPLE = new Set(['him', 'her', 'them', 'everyone', 'someone', 'somebody', 'anyone', 'anybody', 'others', 'us']);
/** Of those, the ones that begin a write's text as its object ("checkin him, he forgot"); not "anyone …", which notes often ask the room. */
export const OBJECT_PRONOUNS = new Set(['him', 'her', 'them', 'us', 'other', 'others', 'people', 'ppl', 'everyone', 'everybody', 'someone', 'somebody']);

/** Someone the sender brings or speaks for ("check in my colleague Kaia"): a write that begins its text with one is theirs, not the sender's. */
export const RELATIONS = new Set(['colleague', 'coworker', 'co-worker', 'friend', 'teammate', 'partner', 'buddy', 'cofounder', 'co-founder', 'intern', 'guest', 'wife', 'husband', 'boss', 'manager', 'mentor', 'student', 'visitor']);

/** Marks that say the opposite of the words ("I'll DEFINITELY be in on Thanksgiving 🙄", "… /s"): nothing in such a message is written. */
export const IRONY = /🙄|😒|🙃|😑|(?:^|\s)\/s\s*$|\byeah,? right\b|\bas if\b/iu;

/**
 * Verbs that ask for a change to a visit. A part of a message that has one and
 * was not understood ("… And add the note 'translation review' to it.") means
 * the request was only half read: nothing in that message is written, it asks.
 */
export const CHANGE_WORDS = new Set([
  // (Verbs only: a part that names notes or a booking without asking to change it is often "my notes are still right",
  // "nothing to note", "book that too": blind rounds 2 and 6.)
  'add', 'move', 'change', 'update', 'edit', 'replace', 'delete', 'remove', 'reschedule',
]);

/**
 * Notes that point at earlier notes ("same thing as yesterday", "same old stuff", "more of the same", "ditto"):
 * resolve.ts copies the notes of the latest visit, never stores the words themselves.
 */
export const SAME_NOTES =
  /^(?:(?:just|basically|pretty much|more or less|doing|working on) )?(?:(?:the )?same(?: old)?(?: (?:project|projects|thing|things|stuff|notes?|work|deal|plan|task|tasks))?(?: (?:as|like) (?:today|yesterday|before|usual|always|ever|last time|the last time|the other day))?(?: again| as before)?|more of the same|ditto|as before|(?:continuing|carrying on) (?:from|with) (?:yesterday|last time|before))$/i;

/** Notes that are not notes: they say there are none ("no notes needed") or only agree ("of course", "as usual"). */
/**
 * Words that take back an earlier message, not this one ("scratch what I said about coming after lunch", "ignore what I
 * wrote earlier"): said to the bot about the request that follows, never notes, and nothing left unclear.
 */
export const EARLIER_MESSAGE =
  /^\W*(?:(?:oh|ok|okay|sorry|so|and|but|actually|also|pls|please)\W+)*(?:scratch|scrap|forget|ignore|disregard|never ?mind|cancel|strike|undo)\s+(?:what|everything|all|the (?:thing|bit|part))\s+(?:that\s+)?i\s+(?:just\s+)?(?:said|wrote|told you|asked(?: you)?(?: for)?|sent|typed|put|mentioned)\b/i;

export const NOT_NOTES = /^(?:(?:no|without|skip(?:ping)?(?: the)?|don'?t need(?: any)?) notes?\b.*|(?:of course|obviously|as usual|as always|naturally|for sure|at last)[\s.!]*|(?:(?:at|to|in) )?(?:the )?(?:hub|office|space)[\s.!]*)$/i;

/**
 * A tail of a check-in's notes that only says how long the visit lasts, which the check-in already says
 * ("grant report all day", "code review for the rest of the day", "thesis both days"): not kept in the notes.
 */
export const VISIT_SPAN_TAIL =
  /(?:^| )(?:(?:for |during )?(?:all|the whole|the entire|whole) (?:day|afternoon|morning|evening)(?: long)?|(?:for )?(?:the )?rest of (?:the|my) (?:day|afternoon|morning)|(?:on |for )?(?:both|all|each) (?:(?:two|three|four|five|2|3|4|5) )?(?:days|of them)|each day|every day)$/;

/**
 * Words that open an aside said to the bot or to the room, not what the member is doing: after a comma they
 * end a check-in's notes and never begin them ("debugging the webhook, pls nobody talk to me", "came in at 9,
 * forgot to tell you, sorry").
 */
export const ASIDE_WORDS = [
  'sorry', 'sry', 'apologies', 'forgot', 'oops', 'whoops', 'pls', 'plz', 'please', 'thanks', 'thx', 'ty', 'fyi', 'lmk', 'ps',
  // A clause that says what did not happen is a comment, not what they are doing ("in today, didn't plan it but here I am").
  "didn't", 'didnt', "don't", 'dont', "wasn't", 'wasnt', "isn't", 'isnt', "haven't", 'havent', "won't", 'wont', "can't", 'cant',
];

/** Words that open an aside unless what follows says what they are doing ("…, also the coffee machine is broken" / "…, also reviewing PRs"). */
export const SOFT_ASIDE_WORDS = ['also', 'btw', 'anyway', 'anyways', 'oh', 'plus'];

/** What opens new notes that replace the old ("update my note: switching to the dashboard"): the change, not the notes. */
export const SWITCH_LEAD = /^(?:(?:now|i'?m|i am|am) )?(?:switching|switched|changing|changed|moving|moved) (?:over )?to /i;

/** Why, after a cancel or a goodbye ("can't make it friday because my cat is sick"): said, not asked. */
export const REASON_WORDS = new Set(['because', 'since', 'cause', 'cuz', 'bc', 'as', 'due', 'got', 'have', 'family', 'sick', 'ill', 'covid']);

/**
 * How long a follow lasts, said beside it: from now on ("…, from now on", "not just today, every day") or today
 * only ("…, just today", "just this once is fine"). Tested whole, on a clause's last words or a sentence alone,
 * only in a message that asks to be told of arrivals: elsewhere "every day" is a span.
 */
export const FOLLOW_LASTING =
  /^(?:(?:and )?from now on|going forward|from here on(?: out)?|for good|permanently|in (?:the )?future|always|(?:each|every) time|(?:(?:and )?(?:not|no) (?:just|only) (?:for )?today,? ?)?(?:but )?(?:always|every (?:single )?day(?: is (?:ok|okay|fine))?|from now on)|(?:not|no) (?:just|only) (?:for )?today|(?:on )?(?:any|whatever|whichever) (?:day|days|time)(?: (?:they|he|she) (?:come|comes|arrive|arrives|are in|is in|get in|gets in))?)(?: (?:please|thanks|pls|tho|though|like))?$/i;
export const FOLLOW_TODAY_ONLY =
  /^(?:(?:just|only|but only) (?:for )?(?:today|this once|this time)|(?:for )?today only|this once|only this time|(?:just |only )?the once|just (?:the )?one time|once only|no need after today|not after today|(?:just|only) (?:for )?today,? no need to keep doing it|no need (?:for )?(?:it )?(?:every day|each day|every time|always|after today))(?: (?:is (?:fine|ok|okay)|tho|though|please|pls|thanks|like))?$/i;

