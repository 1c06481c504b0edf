import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import type { FileToUpload } from '../charts/attach.js';
import type { InboundMessage } from '../bot/runner.js';
import type { Transport } from '../bot/transport.js';
import type { Place } from '../commands/context.js';
import type { ZulipIdentity } from '../members/resolver.js';

export interface ShellTransportOptions {
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
  #as: ZulipIdentity = { zulipId: 0, fullName: 'Shell user' };

  constructor(private readonly opts: ShellTransportOptions) {}

  /** Who is typing: every line is a DM from this member. */
  actAs(identity: ZulipIdentity): void {
    this.#as = identity;
  }

  start(onMessage: (message: InboundMessage) => void): Promise<void> {
    const rl = createInterface({
      input: this.opts.input,
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
      onMessage({ id: this.#nextId++, sender: this.#as, text, place: { type: 'dm', recipientIds: [this.#as.zulipId] } });
    });
    rl.on('close', () => {
      this.#ended = true;
      this.#maybeEnd();
    });
    this.#prompt();
    return Promise.resolve();
  }

  stop(): Promise<void> {
    this.#rl?.close();
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  identify(message: InboundMessage): Promise<ZulipIdentity> {
    return Promise.resolve(message.sender);
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

  /** The bot calls this after each command: the prompt comes back, and a finished script ends the shell. */
  done(): void {
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
