import type { Handler } from '../context.js';
import { attempt } from '../failures.js';
import { digestReplies } from '../replies/lookups.js';

/** A preview of the digest, for the asker only: never posted to the digest stream. */
export const digest: Handler<'digest'> = async (cmd, ctx) => {
  const previewer = ctx.deps.digest;
  // Only hand-made dependencies lack one: the assembled bot (buildCore, src/app/core.ts) always has a digest, so no member can meet this.
  if (!previewer) throw new Error('no digest previewer in these dependencies');
  const text = await attempt(ctx, () => previewer.preview(cmd.date, ctx.signal));
  if ('outcome' in text) return text.outcome;
  await ctx.reply(digestReplies.preview(text.value));
  return 'ok';
};
