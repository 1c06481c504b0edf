import type { IncomingMessage } from 'node:http';
import { ApiFailure, badRequest, missingArgument } from './answers.js';

const MAX_BODY = 5 << 20;

/** A file part of a multipart body, as the client sent it. */
export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * Reads and parses a request body: multipart/form-data (file parts kept as
 * bytes, apart), urlencoded, or a JSON object. Empty if empty or another type.
 */
export async function readBody(req: IncomingMessage): Promise<{ form: Record<string, string>; files: UploadedFile[] }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY) throw new ApiFailure(badRequest('Request body too large'));
    chunks.push(buf);
  }
  const buffer = Buffer.concat(chunks);
  const contentType = req.headers['content-type'] ?? '';
  if (buffer.length === 0) return { form: {}, files: [] };
  if (contentType.includes('application/json')) return { form: jsonObject(buffer.toString('utf8')), files: [] };
  if (!contentType.includes('multipart/form-data') && !contentType.includes('application/x-www-form-urlencoded')) return { form: {}, files: [] };
  let data: FormData;
  try {
    data = await new Response(buffer, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiFailure(badRequest('Malformed request body'));
  }
  const form: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const [key, value] of data.entries()) {
    if (typeof value === 'string') form[key] = value;
    // A part with a filename is a file (Django's request.FILES); a multipart form's plain fields have none.
    else if (value.name) files.push({ field: key, filename: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
    else form[key] = await value.text();
  }
  return { form, files };
}

function jsonObject(text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiFailure(badRequest('Malformed JSON body'));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ApiFailure(badRequest('Malformed JSON body'));
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

/** Request parameters (query string and body merged), with Zulip-style validation errors. */
export class Params {
  constructor(private readonly values: Record<string, string>) {}

  /** Every parameter the request carried. */
  names(): string[] {
    return Object.keys(this.values);
  }

  optional(name: string): string | undefined {
    return Object.hasOwn(this.values, name) ? this.values[name] : undefined;
  }

  required(name: string): string {
    const value = this.optional(name);
    if (value === undefined) throw new ApiFailure(missingArgument(name));
    return value;
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    if (value === 'true' || value === 'True' || value === '1') return true;
    if (value === 'false' || value === 'False' || value === '0') return false;
    throw new ApiFailure(badRequest(`${name} is not a boolean`));
  }

  int(name: string): number | undefined {
    const value = this.optional(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value.trim())) throw new ApiFailure(badRequest(`${name} is not an integer`));
    return Number(value);
  }

  /** A JSON-encoded parameter; undefined when absent. */
  json(name: string): unknown {
    const value = this.optional(name);
    if (value === undefined) return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw new ApiFailure(badRequest(`Argument "${name}" is not valid JSON.`));
    }
  }

  /** A JSON-encoded array of strings, or undefined when absent. */
  stringList(name: string): string[] | undefined {
    const value = this.json(name);
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
      throw new ApiFailure(badRequest(`${name} is not a list of strings`));
    }
    return value;
  }
}
