import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * The calibration client: what this machine charges for a command's HTTP
 * exchanges alone. It makes the same round trips as the bot for `checkin`,
 * `who's here` and `whois <email>` (long-poll, directory requests, the reply),
 * on bare node:http with one keep-alive agent: no validation, no logging, a
 * plain reply. Its "overhead", measured exactly as
 * the bot's is, is the floor the bot's overhead is compared with.
 *
 * Usage (the harness does this): node --import tsx bench/bare-client.ts <config.json> <hub date>
 */
interface BenchConfig {
  zulip: { site: string; email: string; apiKey: string };
  directory: { baseUrl: string; token: string };
}
interface MessageEvent {
  type: string;
  id: number;
  message?: { sender_id: number; sender_email: string; content: string };
}

const [configFile, today] = process.argv.slice(2);
if (!configFile || !today) throw new Error('usage: bare-client.ts <config.json> <hub date>');
const config = JSON.parse(readFileSync(configFile, 'utf8')) as BenchConfig;
const agent = new http.Agent({ keepAlive: true });
const zulipAuth = `Basic ${Buffer.from(`${config.zulip.email}:${config.zulip.apiKey}`).toString('base64')}`;
const directoryAuth = `Bearer ${config.directory.token}`;
// The benchmark data links Zulip user 10001 + i to directory person 7000 + i (bench/data.ts).
const personOf = (zulipId: number) => 7_000 + (zulipId - 10_001);

function exchange(url: URL, method: string, authorization: string, form?: Record<string, string>): Promise<string> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers: Record<string, string> = { authorization };
  if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const zulip = (path: string, method = 'GET', form?: Record<string, string>) =>
  exchange(new URL(`api/v1/${path}`, `${config.zulip.site}/`), method, zulipAuth, form);
const directory = (path: string, method = 'GET') => exchange(new URL(`api/v1/${path}`, `${config.directory.baseUrl}/`), method, directoryAuth);

async function answer(text: string, senderId: number): Promise<string> {
  if (text === 'checkin') {
    // As the bot does: look first, create only a missing visit.
    const visit = `hub_visits/${personOf(senderId)}/${today}`;
    if ((JSON.parse(await directory(visit)) as { message?: string }).message === 'not_found') await directory(visit, 'PATCH');
    return 'Checked in.';
  }
  if (text.startsWith('whois ')) {
    const profile = JSON.parse(await directory(`profiles/${encodeURIComponent(text.slice(6))}`)) as { name: string };
    return profile.name;
  }
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const visits = JSON.parse(await directory(`hub_visits?date=${today}&page=${page}&per_page=200`)) as Array<{ person: { name: string } }>;
    names.push(...visits.map((v) => `- ${v.person.name}`));
    if (visits.length < 200) break;
  }
  return [`${names.length} at the hub today:`, ...names].join('\n');
}

async function handle(event: MessageEvent): Promise<void> {
  const message = event.message!;
  const content = await answer(message.content, message.sender_id);
  await zulip('messages', 'POST', { type: 'private', to: JSON.stringify([message.sender_id]), content });
}

// Exit on SIGTERM (the harness's stop), so a --cpu-prof profile is written.
process.on('SIGTERM', () => process.exit(0));

const queue = JSON.parse(await zulip('register', 'POST', { event_types: '["message"]' })) as { queue_id: string; last_event_id: number };
let lastEventId = queue.last_event_id;
for (;;) {
  const polled = JSON.parse(await zulip(`events?queue_id=${queue.queue_id}&last_event_id=${lastEventId}`)) as { events?: MessageEvent[] };
  for (const event of polled.events ?? []) {
    lastEventId = Math.max(lastEventId, event.id);
    if (event.type === 'message' && event.message?.sender_email !== config.zulip.email) {
      handle(event).catch((error: unknown) => {
        process.stderr.write(`bare client: ${String(error)}\n`);
      });
    }
  }
}
