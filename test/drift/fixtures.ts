import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The drifted payloads and their sidecars (test/fixtures/drift/, see its
 * README), read from the repository only. The one payload over 2 MB is not
 * committed: its skeleton is, and the huge field is generated here.
 */
const ROOT = fileURLToPath(new URL('../fixtures/drift/', import.meta.url));

const HUGE = 'directory/single-profile-09-huge-bio.json';
const HUGE_SKELETON = 'directory/single-profile-09-huge-bio.skeleton.json';

/** The payload's text as a server would send it. */
export function payloadText(file: string): string {
  if (file !== HUGE) return readFileSync(`${ROOT}${file}`, 'utf8');
  const skeleton = JSON.parse(readFileSync(`${ROOT}${HUGE_SKELETON}`, 'utf8')) as Record<string, unknown> & { _generated: { bio_rendered_chars: number } };
  const { _generated: generated, ...profile } = skeleton;
  return JSON.stringify({ ...profile, bio_rendered: hugeHtml(generated.bio_rendered_chars) });
}

export function payload(file: string): unknown {
  return JSON.parse(payloadText(file)) as unknown;
}

export function sidecar<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(`${ROOT}${file}`, 'utf8')) as T;
}

const WORDS = ['fathom', 'orchard', 'compiler', 'cache', 'vector', 'quilt', 'nimbus', 'sextant', 'harbor', 'driftwood', 'endian', 'vellum', 'tessellate', 'pylon', 'umber', 'rivulet'];

/** Deterministic HTML paragraphs of exactly `chars` characters (the generator's bio: words, sentences, <p>…</p>). */
export function hugeHtml(chars: number): string {
  const parts: string[] = [];
  let length = 0;
  let i = 0;
  while (length < chars) {
    const sentence = Array.from({ length: 12 }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]!).join(' ');
    const paragraph = `<p>${sentence[0]!.toUpperCase()}${sentence.slice(1)}. ${sentence}!</p>\n`;
    parts.push(paragraph);
    length += paragraph.length;
    i++;
  }
  return parts.join('').slice(0, chars);
}
