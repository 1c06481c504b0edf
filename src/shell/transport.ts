import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import type { FileToUpload } from '../charts/attach.js';
import type { Transport } from '../bot/transport.js';
import { DEFAULT_CHAT_LIMITS, type ChatLimits, type InboundEvent, type Place, type ZulipIdentity } from '../chat.js';

export interface ShellTransportOptions {
  /** Who is typing: every line is a DM from this member. */
  as: ZulipIdentity;
  input: NodeJS.ReadableStream;
  output: { write(text: string): unknown };
  /** Interactive: a prompt, history, and a greeting; otherwise one command per line, replies only. */
  interactive: boolean;
  /** Called when the input ends or the user types quit/exit. */
  onEnd: () => void;
  /** Where pictures and files are written (a terminal can't show them); default: frontdesk-files in the system's temp directory. */
  filesDir?: string;
}

const PROMPT = 'frontdesk> ';

/**
 * The same bot in a terminal (like zulip-bot-shell): every line is a direct
 * message from the chosen member; replies are printed. Piped input is
 * scripted: `printf "checkin today\nwho's here\n" | frontdesk shell`.
 */
export class ShellTransport implements Transport {
  #rl: Interface | undefined;
  #nextId = 1;
  #pending = 0;
  #ended = false;

  constructor(private readonly opts: ShellTransportOptions) {}

  start(onEvent: (event: InboundEvent) => Promise<void>): Promise<ChatLimits> {
    const as = this.opts.as;
    const rl = createInterface({
      input: this.opts.input,
      // On a terminal readline uses the output's write, isTTY, columns and 'resize' event (cli/io.ts RedactedOutput passes them on).
      output: this.opts.interactive ? (this.opts.output as NodeJS.WritableStream) : undefined,
      terminal: this.opts.interactive,
      historySize: 200,
      prompt: PROMPT,
    });
    this.#rl = rl;
    rl.on('line', (line) => {
      const text = line.trim();
      if (text === '') return this.#prompt();
      if (/^(quit|exit|\.exit)$/i.test(text)) {
        rl.close();
        return;
      }
      this.#pending++;
      const message = { id: this.#nextId++, sender: as, text, place: { type: 'dm' as const, recipientIds: [as.zulipId] } };
      // Once the bot has answered, the prompt comes back, and a finished script ends the shell.
      void onEvent({ kind: 'message', message }).then(() => this.#answered());
    });
    rl.on('close', () => {
      this.#ended = true;
      this.#maybeEnd();
    });
    this.#prompt();
    return Promise.resolve(DEFAULT_CHAT_LIMITS);
  }

  stop(): Promise<void> {
    this.#rl?.close();
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  send(_place: Place, text: string): Promise<void> {
    this.opts.output.write(`${text}\n`);
    return Promise.resolve();
  }

  /** A terminal can't show a picture: the file is written out, and the reply links its path. */
  async upload(file: FileToUpload): Promise<string> {
    const dir = resolve(this.opts.filesDir ?? join(tmpdir(), 'frontdesk-files'));
    await mkdir(dir, { recursive: true });
    const path = join(dir, file.filename.replace(/[^\w.-]+/g, '-'));
    await writeFile(path, file.data);
    return path;
  }

  react(_messageId: number, emojiName: string): Promise<void> {
    if (this.opts.interactive) this.opts.output.write(`(reacted :${emojiName}:)\n`);
    return Promise.resolve();
  }

  #answered(): void {
    this.#pending--;
    if (this.opts.interactive) this.opts.output.write('\n');
    this.#prompt();
    this.#maybeEnd();
  }

  #prompt(): void {
    if (this.opts.interactive && !this.#ended) this.#rl?.prompt();
  }

  #maybeEnd(): void {
    if (this.#ended && this.#pending === 0) this.opts.onEnd();
  }
}
