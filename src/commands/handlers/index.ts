import type { HandlerTable } from '../context.js';
import { chart } from './chart.js';
import { checkin } from './checkin.js';
import { checkout } from './checkout.js';
import { digest } from './digest.js';
import { help } from './help.js';
import { hub } from './hub.js';
import { lastVisit } from './last-visit.js';
import { leave } from './leave.js';
import { myVisit } from './my-visit.js';
import { note } from './note.js';
import { presence } from './presence.js';
import { smalltalk } from './smalltalk.js';
import { stats } from './stats.js';
import { status } from './status.js';
import { visits } from './visits.js';
import { whois } from './whois.js';
import { whosHere } from './whos-here.js';

/** Typed by command kind: adding a command without its handler does not compile. */
export const HANDLERS: HandlerTable = { checkin, checkout, leave, note, whosHere, whois, presence, lastVisit, myVisit, visits, digest, chart, stats, help, smalltalk, status, hub };
