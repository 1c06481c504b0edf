import fc from 'fast-check';

/** Hostile and odd chat messages: what a bot meets in a year of a real community's chat. */
const fragments = [
  '@**all**', '@**everyone**', '@**channel**', '@**stream**', '@**topic**', '@_**all**', '@*hub-team*', '@**Ada Quillfeather|1001**',
  "'; DROP TABLE hub_visits; --", '<script>alert(1)</script>', '{"notes": null, "app_data": {"x": [1,2]}}', '```\ncode\n```', '````quote',
  '**bold** _it_ ~~s~~', '> quote', '[link](javascript:alert(1))', '\u0000\u0001\u001b[31m', '\u202e\u200f', '🎉🧪👩🏽‍💻', '𝕌𝕟𝕚𝕔𝕠𝕕𝕖', 'ｆｕｌｌｗｉｄｔｈ',
  'checkin', 'check in', 'checkout', 'note', 'notes', "who's here", 'who', 'whois', 'who is', 'visits', 'history', 'digest', 'help', '?',
  'today', 'tomorrow', 'next mon', 'last fri', '2026-02-30', '13/45', 'nov 31', '..', 'to', 'since', 'last 999 days', 'clear', 'me',
  '\n', '\t', ' ', '', '%s%n', '${jndi:x}', '../../etc/passwd', 'a+b@x.org', 'nobody@example.org', '0', '4294967296', '-1',
];

const fragment = fc.constantFrom(...fragments);
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.oneof(fragment, fc.string({ maxLength: 12 })), { maxLength: 12 }).map((parts) => parts.join(' ')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.tuple(fragment, fc.integer({ min: 100, max: 3_000 })).map(([f, n]) => `${f} `.repeat(Math.ceil(n / (f.length + 1)))) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\n\n', '@**frontdesk**') },
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom('checkin ', 'note ', 'whois ', "who's here ", 'visits ', 'digest ', 'help ', 'checkout '), fc.string({ unit: 'binary', maxLength: 400 })).map(([c, rest]) => c + rest) },
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom('checkin', 'note', 'whois', 'who', 'visits', 'digest', 'cancel', 'in'), fc.array(fragment, { minLength: 1, maxLength: 6 })).map(([c, rest]) => `${c} ${rest.join(' ')}`) },
);

export function sampleTexts(count: number, seed: number): string[] {
  return fc.sample(hostileText, { numRuns: count, seed });
}
