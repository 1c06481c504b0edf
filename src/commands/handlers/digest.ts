import type { Handler } from '../context.js';
import { attempt } from '../failures.js';
import { digestReplies } from '../replies/lookups.js';

/** A preview of the digest, for the asker only: never posted to the digest stream. */
export const digest: Handler<'digest'> = async (cmd, ctx) => {
  const previewer = ctx.deps.digest;
  if (!previewer) {
    await ctx.reply(digestReplies.notSetUp());
    return 'rejected';
  }
  const text = await attempt(ctx, () => previewer.preview(cmd.date, ctx.signal));
  if ('outcome' in text) return text.outcome;
  await ctx.reply(digestReplies.preview(text.value));
  return 'ok';
};
