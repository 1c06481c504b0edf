import { templates } from '../text/templates.js';

/** What the conversation says about a turn itself: answers to yes/no/undo/a number, taps, and a message it could not read. */
export const turnReplies = templates('conversation.turn', {
  unreadable: () => "Sorry, I couldn't make sense of that. Send `help` to see what I can do.",
  undoneAll: () => ' I undid what I had already changed, so nothing has changed.',
  noMemory: () => "I can't look back at my earlier messages here, so send me the exact command instead (the one in `backticks`). Nothing has changed.",
  nothingToUndo: (minutes: number) => `There's nothing of yours for me to undo from the last ${minutes} minutes here. Nothing has changed.`,
  declined: () => "OK, I won't do it. Nothing has changed.",
  noted: () => '👍',
  noQuestion: (minutes: number) => `I have no question of mine waiting for your answer here (they last ${minutes} minutes). Nothing has changed; tell me again what you'd like.`,
  whichOne: (n: number) => `Which one? Reply with a number from 1 to ${n} (or tap it on my question). Nothing has changed yet.`,
  unreadableOffer: () => "I couldn't read back what that message offered, so I've done nothing. Tell me again what you'd like.",
  tapTooLate: (minutes: number) => `That was more than ${minutes} minutes ago, so I've done nothing; tell me again what you'd like.`,
});
