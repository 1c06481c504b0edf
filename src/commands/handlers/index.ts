import type { HandlerTable } from '../context.js';
import { chart } from './chart.js';
import { checkin } from './checkin.js';
import { checkout } from './checkout.js';
import { digest } from './digest.js';
import { help } from './help.js';
import { note } from './note.js';
import { visits } from './visits.js';
import { whois } from './whois.js';
import { whosHere } from './whos-here.js';

/** Typed by command kind: adding a command without its handler does not compile. */
export const HANDLERS: HandlerTable = { checkin, checkout, note, whosHere, whois, visits, digest, chart, help };
