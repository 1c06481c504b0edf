import { templates } from '../text/templates.js';

/** What the bot says around any command: after a restart, on a crash, and to a member sending too fast. */
export const botReplies = templates('bot', {
  resumed: () => '_(I restarted while I was handling this message, so I looked again:)_',
  crashed: (messageId: number) => `Sorry, something went wrong while handling that (message ${messageId}); it's in the logs. Try again, or send \`help\`.`,
  slowDown: (seconds: number) =>
    `You're sending me commands faster than I can answer them well, so I'll skip your commands for the next ${seconds} seconds. Thanks for your patience!`,
});
