import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';

/**
 * How long a follow lasts, from the words said beside it (src/conversation/follow-span.ts), seen from outside: the
 * follow a member's message writes. Written to kill the mutants `npm run mutation:conversation` left alive there
 * (stryker.conversation.config.mjs); each message is in new wording. Said on Tuesday 2026-11-24 at the hub.
 */
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const plan = (text: string) => resolve(understand(text, TUESDAY, 'America/New_York'), new Map());
const follow = (who: string, oneShot: boolean) => ({ kind: 'hub', action: { intent: 'follow', oneShot, who } });

describe('words beside a follow say how long it lasts', () => {
  it.each([
    // The phrasing's own reading ("whenever": lasting) gives way to "just today".
    ['buzz me whenever otto comes in. just for today tho', follow('otto', true)],
    ['let me know when otto arrives (only this time)', follow('otto', true)],
    // And "when" (once) to words that make it last.
    ['let me know when otto arrives. from now on please', follow('otto', false)],
    ['let me know when otto arrives; going forward', follow('otto', false)],
    ['let me know when otto arrives!! for good', follow('otto', false)],
    // Said at the end of the request itself, with nothing between.
    ['buzz me whenever otto comes in just for today', follow('otto', true)],
    ['let me know when otto arrives from now on', follow('otto', false)],
    ['let me know when otto gets in permanently', follow('otto', false)],
    // Emoji between the words say nothing.
    ['buzz me whenever otto comes in, this once 🙏 please', follow('otto', true)],
    // The span said as a sentence of its own is understood, not left over.
    ['buzz me whenever otto comes in. Only this time, thanks!', follow('otto', true)],
  ])('%s', (text, write) => {
    expect(plan(text)).toEqual({ kind: 'act', writes: [write], reads: [], notes: [] });
  });

  it('"not just today" lasts, though "just today" ends it', () => {
    expect(plan('tell me when otto arrives - not just today, every day')).toEqual({ kind: 'act', writes: [follow('otto', false)], reads: [], notes: [] });
  });

  it('both said: the phrasing keeps its own reading', () => {
    expect(plan('let me know when otto arrives - just today - from now on')).toEqual({ kind: 'act', writes: [follow('otto', true)], reads: [], notes: [] });
    expect(plan('buzz me whenever otto comes in - just today - from now on')).toEqual({ kind: 'act', writes: [follow('otto', false)], reads: [], notes: [] });
  });

  it('said with no follow, such words are not understood, and the reply quotes them', () => {
    const p = plan('just for today');
    expect(p.kind).toBe('say');
    expect(p.kind === 'say' ? p.text : '').toContain('"just for today"');
  });
});
