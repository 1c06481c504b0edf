import type { Logger } from '../log.js';
import { excerpt } from '../text/markdown.js';
import type { Attachment } from './chart.js';
import { drawPng } from './picture.js';

export interface FileToUpload {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Puts a file where a message can link it (Zulip: POST /user_uploads; the shell: a local file); resolves with the link target. */
export type Uploader = (file: FileToUpload) => Promise<string>;

/**
 * The message text with its attachments: for a chart, its one-line summary
 * (always: the numbers must survive a failed picture) and, when it could be
 * drawn and uploaded, a link whose text is the alt text, which Zulip shows
 * inline as the image. A failure to draw or upload is logged and costs only
 * the link.
 */
export async function withAttachments(text: string, attachments: readonly Attachment[], upload: Uploader | undefined, log: Logger): Promise<string> {
  const lines = [text];
  for (const attachment of attachments) {
    if (attachment.kind === 'chart') lines.push('', excerpt(attachment.chart.summary, 400));
    const link = upload ? await linkTo(attachment, upload, log) : undefined;
    if (link) lines.push(link);
  }
  return lines.join('\n');
}

async function linkTo(attachment: Attachment, upload: Uploader, log: Logger): Promise<string | undefined> {
  const name = attachment.kind === 'chart' ? attachment.chart.filename : attachment.filename;
  let step = 'draw';
  try {
    const started = performance.now();
    const file = attachment.kind === 'chart' ? { filename: name, contentType: 'image/png', data: (await drawPng(attachment.chart.spec)).png } : attachment;
    const drawnMs = Math.round(performance.now() - started);
    step = 'upload';
    const target = await upload({ filename: file.filename, contentType: file.contentType, data: file.data });
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
