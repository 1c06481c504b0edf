import { randomBytes } from 'node:crypto';
import { badRequest, success, type Answer } from './answers.js';
import type { Ctx } from './context.js';

const REALM_ID = 2;

/** Zulip's sanitize_name, roughly: word characters, dots and dashes; the rest becomes "-". */
function sanitize(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  const clean = base.normalize('NFKC').replace(/[^\w.-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return clean || 'uploaded-file';
}

/**
 * POST /user_uploads, as zerver/views/upload.py answers it: exactly one file
 * part (any field name), at most the realm's limit; the answer's path is
 * `url` on Zulip 9.0+ (with `uri` kept as a deprecated copy, and `filename`), `uri` alone before.
 */
export function uploadFile({ state, user, files }: Ctx): Answer {
  if (files.length === 0) return badRequest('You must specify a file to upload');
  if (files.length !== 1) return badRequest('You may only upload one file at a time');
  const file = files[0]!;
  if (file.data.length > state.maxUploadMiB * 1024 * 1024) {
    return badRequest(`Uploaded file is larger than the allowed limit of ${state.maxUploadMiB} MiB`);
  }
  const name = sanitize(file.filename);
  const path = `/user_uploads/${REALM_ID}/${randomBytes(1).toString('hex')}/${randomBytes(18).toString('base64url')}/${name}`;
  state.uploads.push({ path, userId: user.id, filename: name, contentType: file.contentType || 'application/octet-stream', data: file.data });
  return success(state.uploadAnswer === 'url' ? { uri: path, url: path, filename: name } : { uri: path });
}
