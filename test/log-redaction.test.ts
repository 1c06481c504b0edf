import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, credentialSecrets, redactPatterns, Redactor } from '../src/log.js';

const EMAIL = 'bot@zulip.example.com';
const KEY = 'abcdEFGH1234secretKey';
const TOKEN = 'tok/with+odd=chars';

describe('redaction of secrets and their derived forms', () => {
  const redactor = new Redactor(credentialSecrets({ email: EMAIL, apiKey: KEY }, TOKEN));
  it.each([
    ['the key itself', KEY],
    ['Basic auth of email:key', Buffer.from(`${EMAIL}:${KEY}`).toString('base64')],
    ['base64url of the key', Buffer.from(KEY).toString('base64url')],
    ['the URL-encoded token', encodeURIComponent(TOKEN)],
    ['URL-encoded base64', encodeURIComponent(Buffer.from(`${EMAIL}:${KEY}`).toString('base64'))],
  ])('blanks %s', (_, form) => {
    const out = redactor.redact(`gateway said: ${form} (end)`);
    expect(out).not.toContain(form);
    expect(out).toContain('[redacted]');
  });

  it('blanks credentials after Bearer, Basic, an Authorization header or a token parameter, knowing no secret', () => {
    expect(redactPatterns('echo: Authorization: Bearer xyz-unknown-123')).toBe('echo: Authorization: Bearer [redacted]');
    expect(redactPatterns('"authorization":"Basic Zm9vOmJhcmJheg=="')).toBe('"authorization":"Basic [redacted]"');
    expect(redactPatterns('GET /x?access_token=s3cr3tvalue&a=1')).toBe('GET /x?access_token=[redacted]&a=1');
    expect(redactPatterns('api_key=abcdefgh')).toBe('api_key=[redacted]');
    expect(redactPatterns('{"token":"abcdefgh"}')).toBe('{"token":"[redacted]"}');
    expect(redactPatterns('plain text, nothing to hide; token: from a file')).toBe('plain text, nothing to hide; token: from a file');
  });

  it('the logger applies both layers to every line', () => {
    let out = '';
    const destination = new Writable({ write: (chunk: Buffer, _e, done) => ((out += chunk.toString()), done()) });
    const log = createLogger({ destination, secrets: credentialSecrets({ email: EMAIL, apiKey: KEY }, TOKEN), level: 'info' });
    log.warn({ body: `Basic ${Buffer.from(`${EMAIL}:${KEY}`).toString('base64')}` }, `echo Bearer ${TOKEN}`);
    log.info({ key: 1001 }, 'ordinary fields stay');
    expect(out).not.toContain(Buffer.from(`${EMAIL}:${KEY}`).toString('base64'));
    expect(out).not.toContain(TOKEN);
    expect(out).toContain('"key":1001');
  });
});
