import { ApiFailure, failure } from './answers.js';
import { isMentioned } from './render.js';
import type { FakeState } from './state.js';
import type { FakeMessage } from './types.js';

export interface NarrowTerm {
  operator: string;
  operand: unknown;
  negated: boolean;
}

const badNarrow = (detail: string) => new ApiFailure(failure(400, 'BAD_NARROW', `Invalid narrow operator: ${detail}`));

/** Parses GET /messages' `narrow`: [{operator, operand, negated?}] or [[operator, operand]]. */
export function parseNarrow(raw: unknown): NarrowTerm[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw badNarrow('narrow is not a list');
  return raw.map((item: unknown): NarrowTerm => {
    if (Array.isArray(item) && item.length === 2 && typeof item[0] === 'string') {
      const [operator, operand] = item as [string, unknown];
      return { operator, operand, negated: false };
    }
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const { operator, operand, negated } = item as Record<string, unknown>;
      if (typeof operator === 'string' && operand !== undefined) {
        return { operator, operand, negated: negated === true };
      }
    }
    throw badNarrow('malformed narrow element');
  });
}

const sameSet = (a: Set<number>, b: Set<number>) => a.size === b.size && [...a].every((x) => b.has(x));

/** A predicate for one narrow, as seen by `viewerId`. Unknown operators and channels are errors, like in Zulip. */
export function compileNarrow(state: FakeState, terms: NarrowTerm[], viewerId: number): (m: FakeMessage) => boolean {
  const tests = terms.map((term) => {
    const test = compileTerm(state, term, viewerId);
    return term.negated ? (m: FakeMessage) => !test(m) : test;
  });
  return (m) => tests.every((t) => t(m));
}

function userIdOf(state: FakeState, ref: unknown, viewerId: number): number {
  if (ref === 'me') return viewerId;
  const user = state.userByRef(ref);
  if (!user) throw badNarrow('unknown user');
  return user.id;
}

function compileTerm(state: FakeState, term: NarrowTerm, viewerId: number): (m: FakeMessage) => boolean {
  const { operator, operand } = term;
  switch (operator) {
    case 'channel':
    case 'stream': {
      const stream =
        typeof operand === 'number' || (typeof operand === 'string' && /^\d+$/.test(operand))
          ? state.stream(Number(operand))
          : typeof operand === 'string'
            ? state.streamByName(operand)
            : undefined;
      if (!stream) throw badNarrow('unknown channel');
      return (m) => m.type === 'stream' && m.streamId === stream.id;
    }
    case 'topic':
    case 'subject': {
      const topic = String(operand).toLowerCase();
      return (m) => m.type === 'stream' && (m.topic ?? '').toLowerCase() === topic;
    }
    case 'sender': {
      const senderId = userIdOf(state, operand, viewerId);
      return (m) => m.senderId === senderId;
    }
    case 'is': {
      if (operand === 'dm' || operand === 'private') return (m) => m.type === 'private';
      if (operand === 'mentioned') return (m) => isMentioned(state, m, viewerId);
      if (operand === 'channel' || operand === 'stream') return (m) => m.type === 'stream';
      throw badNarrow(`unknown 'is' operand`);
    }
    case 'dm':
    case 'pm-with': {
      const refs = Array.isArray(operand)
        ? (operand as unknown[])
        : typeof operand === 'string'
          ? operand.split(',').map((s) => s.trim())
          : [operand];
      const wanted = new Set([...refs.map((r) => userIdOf(state, r, viewerId)), viewerId]);
      return (m) => m.type === 'private' && sameSet(new Set(m.recipientIds), wanted);
    }
    case 'id': {
      const id = Number(operand);
      return (m) => m.id === id;
    }
    default:
      throw badNarrow(`unknown operator ${operator}`);
  }
}
