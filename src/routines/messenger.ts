/**
 * How the hub's features speak without a command to answer: a DM to one
 * member, and a reaction on a message of the bot's own (the ✅ and ❌ a
 * member taps). Zulip's transport, or the shell's (which has no message ids,
 * so no reactions: its DMs say which command does the same).
 */
export interface Messenger {
  /** Sends a DM to one member; resolves with the message id when the chat has ids. */
  dm(zulipId: number, text: string): Promise<number | undefined>;
  react(messageId: number, emojiName: string): Promise<void>;
}

/** The emoji a member taps to answer yes or no (Zulip names; unicode ✅ 2705, ❌ 274c). */
export const YES = { name: 'check', code: '2705' } as const;
export const NO = { name: 'x', code: '274c' } as const;

/** Which answer a reaction is, by its unicode code (aliases of the same emoji count), or by name for other emoji types. */
export function answerOf(emoji: { name: string; code: string; type: string }): 'yes' | 'no' | undefined {
  const is = (e: { name: string; code: string }) => (emoji.type === 'unicode_emoji' ? emoji.code === e.code : emoji.name === e.name);
  return is(YES) ? 'yes' : is(NO) ? 'no' : undefined;
}

/** Adds ✅ and ❌ under a question, when the chat has message ids; a failed reaction only costs the shortcut. */
export async function offerAnswers(messenger: Messenger, messageId: number | undefined, onError: (error: unknown) => void): Promise<void> {
  if (messageId === undefined) return;
  for (const emoji of [YES, NO]) await messenger.react(messageId, emoji.name).catch(onError);
}
