import type { Handler } from '../context.js';
import { attempt } from '../failures.js';

/** A preview of the digest, for the asker only: never posted to the digest stream. */
export const digest: Handler<'digest'> = async (cmd, ctx) => {
  const previewer = ctx.deps.digest;
  if (!previewer) {
    await ctx.reply('The digest is not set up on this bot.');
    return 'rejected';
  }
  const text = await attempt(ctx, () => previewer.preview(cmd.date, ctx.signal));
  if ('outcome' in text) return text.outcome;
  await ctx.reply(`*Digest preview: not posted anywhere; the real digest goes out on schedule.*\n\n${text.value}`);
  return 'ok';
};
