import { writeFile } from 'node:fs/promises';
import { startSandbox } from '../src/sandbox/server.js';
import { FakeZulip } from '../test/support/fake-zulip/index.js';

/**
 * `tsx scripts/deploy-servers.ts ENV_FILE`: what a deploy recipe runs against in
 * CI, on loopback: the fake Zulip (a bot account, an #announce stream it is
 * subscribed to) and the sandbox directory. Writes, as NAME=value lines, the
 * variables a host would be given (ZULIP_SITE, ZULIP_EMAIL, ZULIP_API_KEY,
 * DIRECTORY_BASE_URL, DIRECTORY_TOKEN), then runs until SIGTERM or SIGINT.
 * Fictional accounts and a fixed test token: nothing here is a secret.
 */
const out = process.argv[2];
if (!out) throw new Error('usage: tsx scripts/deploy-servers.ts ENV_FILE');

const bot = { id: 42, email: 'frontdesk-bot@zulip.example.com', fullName: 'frontdesk', apiKey: 'deploy-check-bot-key', isBot: true };
const member = { id: 1001, email: 'ada@example.org', fullName: 'Ada Quillfeather', apiKey: 'deploy-check-member-key', deliveryEmail: 'ada@example.org' };
const zulip = await FakeZulip.start({ users: [bot, member], streams: [{ id: 6, name: 'announce', subscribers: [bot.id, member.id] }], heartbeatMs: 2_000 });
const sandbox = await startSandbox({ token: 'deploy-check-directory-token' });
const lines = [`ZULIP_SITE=${zulip.url}`, `ZULIP_EMAIL=${bot.email}`, `ZULIP_API_KEY=${bot.apiKey}`, `DIRECTORY_BASE_URL=${sandbox.url}`, `DIRECTORY_TOKEN=${sandbox.token}`];
await writeFile(out, `${lines.join('\n')}\n`);

const stop = () => void Promise.all([zulip.close(), sandbox.close()]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
