import fc from 'fast-check';

/** Member text that tries hard: every Markdown marker Zulip knows, in any order. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc
    .array(
      fc.constantFrom('@', '*', '**', '_', '__', '@**', '@_**', '@*', '#**', 'all', 'everyone', '|', '12', ' ', '\n', '`', '```', '~~', '~~~', '$$',
        '[', ']', '(', ')', '](', '![', '<', '>', '<time:', 'http://x.example/', ':', '\\', '# ', '- ', '1. ', '> ', '---', '===', '    ', '/me '),
      { maxLength: 25 },
    )
    .map((p) => p.join('')),
);

