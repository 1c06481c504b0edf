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
  /**
   * `as WHO: text` sends one line as another member (a Zulip id or a directory email): how a person at the
   * terminal answers what the bot asked someone else ("allow Ada", a ✅ to a follow request). Absent: no switching.
   */
  identify?: (who: string) => Promise<ZulipIdentity>;
}

/** "as 1004: allow Ada", "as bram@example.org: who's here". */
const AS_LINE = /^as\s+([^\s:]+)\s*:\s*(\S.*)$/i;

const PROMPT = 'frontdesk> ';

/**
 * The same bot in a terminal (like zulip-bot-shell): every line is a direct
 * message from the chosen member; replies are printed. Piped input is
 * scripted: `printf "checkin today\nwho's here\n" | frontdesk shell`.
 */
export class ShellTransport implements Transport {
  #rl: Interface | undefined;
  #nextId = 1;
  #order: Promise<void> = Promise.resolve();
  readonly #inFlight = new Set<Promise<void>>();
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
      const id = this.#nextId++;
      const switched = this.opts.identify ? AS_LINE.exec(text) : null;
      const send = (who: ZulipIdentity) => {
        const message = { id, sender: who, text: switched ? switched[2]! : text, place: { type: 'dm' as const, recipientIds: [who.zulipId] } };
        // Once the bot has answered, the prompt comes back, and a finished script ends the shell.
        const answered = onEvent({ kind: 'message', message }).then(() => this.#answered());
        this.#inFlight.add(answered);
        void answered.then(() => this.#inFlight.delete(answered));
        return answered;
      };
      // A line as another member waits for every earlier answer, and the lines after it wait for its own: two members'
      // messages would otherwise be answered in either order ("as bram: allow Ada", then Ada's "following").
      this.#order = switched
        ? this.#order
            .then(() => Promise.all(this.#inFlight))
            .then(() => this.opts.identify!(switched[1]!))
            .then(send, (error: unknown) => {
              this.opts.output.write(`frontdesk shell: ${(error as Error).message}\n`);
              this.#answered();
            })
        : this.#order.then(() => void send(as));
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
