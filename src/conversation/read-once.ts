import type { InboundMessage } from '../chat.js';
import type { Reading } from './meaning.js';
import { selfNamedAsI } from './self-named.js';
import { understand } from './understand.js';

/**
 * Each message is read once: the bot (to tell a message that needs no
 * directory from one that does) and the runner share the reading, made with
 * the time the member sent it.
 */
const readings = new WeakMap<InboundMessage, Reading>();

export function readingOf(message: InboundMessage, timeZone: string, now: Date): Reading {
  let reading = readings.get(message);
  if (!reading) {
    // (A member writing of themselves by name is read as "I": self-named.ts.)
    reading = understand(selfNamedAsI(message.text, message.sender.fullName), message.sentAt ?? now, timeZone);
    readings.set(message, reading);
  }
  return reading;
}

/** Whether a message needs no directory at all: help, small talk, chat (it may go ahead of commands waiting on a slow directory). */
export function isLight(reading: Reading): boolean {
  return reading.clauses.every((c) => c.type === 'help' || c.type === 'chat' || c.type === 'say') && reading.unclear.length === 0;
}
