import type { Logger } from '../log.js';
import { excerpt } from '../text/markdown.js';
import type { Attachment } from './chart.js';
import type { Pictures } from './picture.js';

export interface FileToUpload {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Puts a file where a message can link it (Zulip: POST /user_uploads; the shell: a local file); resolves with the link target. `signal`: give up. */
export type Uploader = (file: FileToUpload, signal?: AbortSignal) => Promise<string>;

/** What a message's attachments need: somewhere to store files, and what draws pictures. Either absent: summaries only. */
export interface Files {
  upload?: Uploader | undefined;
  pictures?: Pick<Pictures, 'draw'> | undefined;
}

/**
 * Every picture has a deadline, drawing and uploading together (with the wait
 * for the renderer): past it the message goes without the picture and says
 * so, and the renderer is restarted. The reply still comes well within 15 s.
 */
export const PICTURE_DEADLINE_MS = 12_000;

/** Said in place of a picture that could not be drawn or uploaded in time. */
export const COULD_NOT_DRAW = "_(I couldn't draw the picture this time: try again in a minute. The numbers above are complete.)_";

/**
 * The message text with its attachments: for a chart, its one-line summary
 * (always: the numbers must survive a failed picture) and, when it could be
 * drawn and uploaded before the deadline, a link whose text is the alt text,
 * which Zulip shows inline as the image. A failure to draw or upload is logged
 * and the message says the picture could not be drawn.
 */
export async function withAttachments(
  text: string,
  attachments: readonly Attachment[],
  files: Files | undefined,
  log: Logger,
  signal?: AbortSignal,
  deadlineMs = PICTURE_DEADLINE_MS,
): Promise<string> {
  const lines = [text];
  // A timer of our own (not AbortSignal.timeout): tests drive it with fake time.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error(`no picture within ${deadlineMs / 1000} s`)), deadlineMs);
  const within = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
  try {
    for (const attachment of attachments) {
      if (attachment.kind === 'chart') lines.push('', excerpt(attachment.chart.summary, 400));
      if (!files?.upload || !files.pictures) continue;
      const link = await linkTo(attachment, files.upload, files.pictures, log, within);
      lines.push(link ?? (attachment.kind === 'chart' ? COULD_NOT_DRAW : `_(I couldn't attach ${excerpt(attachment.filename, 80)} this time: try again in a minute.)_`));
    }
  } finally {
    clearTimeout(timer);
  }
  return lines.join('\n');
}

async function linkTo(attachment: Attachment, upload: Uploader, pictures: Pick<Pictures, 'draw'>, log: Logger, signal: AbortSignal): Promise<string | undefined> {
  const name = attachment.kind === 'chart' ? attachment.chart.filename : attachment.filename;
  let step = 'draw';
  try {
    const started = performance.now();
    const file = attachment.kind === 'chart' ? { filename: name, contentType: 'image/png', data: (await pictures.draw(attachment.chart.spec, signal)).png } : attachment;
    const drawnMs = Math.round(performance.now() - started);
    step = 'upload';
    const target = await upload({ filename: file.filename, contentType: file.contentType, data: file.data }, signal);
    log.debug({ file: name, bytes: file.data.length, drawnMs, ms: Math.round(performance.now() - started) }, 'attached a file');
    const text = attachment.kind === 'chart' ? attachment.chart.alt : attachment.label;
    return `[${linkText(text)}](${target})`;
  } catch (error) {
    log.warn({ err: error, file: name, step }, `could not ${step} an attachment; the message goes out without it`);
    return undefined;
  }
}

/** Link text can't hold brackets or line breaks, nor ping anyone. */
function linkText(text: string): string {
  return excerpt(text.replace(/[[\]]/g, ''), 300);
}
