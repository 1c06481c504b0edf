import type { Uploader } from '../charts/attach.js';
import type { Logger } from '../log.js';
import type { IsoDate } from '../time/hub-date.js';
import type { ZulipApi } from './api.js';
import { ZulipApiError } from './errors.js';
import { partOf } from '../posts/digest/compose.js';
import type { DigestChannel, PostedPart } from '../posts/shared/once.js';
import type { Pictures } from '../charts/picture.js';

/**
 * The digest stream and topic on Zulip; the bot's own earlier messages there are the record of what was posted.
 * Other scheduled posts (the check-in posts) use it too, with their own `recognise`.
 */
export class ZulipDigestChannel implements DigestChannel {
  constructor(
    private readonly api: Pick<ZulipApi, 'getMessages' | 'deleteMessage'>,
    private readonly send: (text: string) => Promise<number>,
    private readonly where: { stream: string; topic: string; botUserId: number },
    private readonly log: Logger,
    options: { upload?: Uploader | undefined; pictures?: Pick<Pictures, 'draw'> | undefined; partOf?: (content: string, key: IsoDate) => number | null } = {},
  ) {
    this.upload = options.upload;
    this.pictures = options.pictures;
    this.#partOf = options.partOf ?? partOf;
  }

  readonly upload: Uploader | undefined;
  readonly pictures: Pick<Pictures, 'draw'> | undefined;
  /** Which part of which post a message is: the digest's titles by default; the weekly report brings its own. */
  readonly #partOf: (content: string, key: IsoDate) => number | null;

  async findPosted(date: IsoDate): Promise<PostedPart[]> {
    const messages = await this.api.getMessages({
      anchor: 'newest',
      numBefore: 200,
      numAfter: 0,
      narrow: [
        { operator: 'stream', operand: this.where.stream },
        { operator: 'topic', operand: this.where.topic },
        { operator: 'sender', operand: this.where.botUserId },
      ],
    });
    return messages.flatMap((m) => {
      const part = m.sender_id === this.where.botUserId ? this.#partOf(m.content, date) : null;
      return part === null ? [] : [{ messageId: m.id, part }];
    });
  }

  post(text: string): Promise<number> {
    return this.send(text);
  }

  async remove(messageId: number): Promise<boolean> {
    try {
      await this.api.deleteMessage(messageId);
      return true;
    } catch (error) {
      if (!(error instanceof ZulipApiError)) throw error;
      this.log.warn({ err: error, messageId }, 'could not withdraw a duplicate digest (the realm may not let bots delete messages)');
      return false;
    }
  }
}
