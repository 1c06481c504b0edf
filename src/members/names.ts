/**
 * Zulip display names on the community's server mostly carry pronouns and a
 * batch after the name: `Wren Inkwell (she) (S1'19)` (about 93% of senders in
 * a public dump). The directory's `name` has no such suffix, so every search
 * by a display name strips the trailing parenthesised groups first.
 */
export function stripDisplaySuffixes(displayName: string): string {
  let name = displayName.trim();
  for (;;) {
    const suffix = /\s*\([^()]*\)$/.exec(name);
    // A name that is nothing but parentheses stays as it is.
    if (!suffix || suffix.index === 0) return name;
    name = name.slice(0, suffix.index).trimEnd();
  }
}

/**
 * Zulip's stand-in address when the organisation hides emails
 * (`email_address_visibility`): `user1002@zulip.example.org`. Never a
 * member's address: not looked up in the directory, never quoted to anyone.
 */
export function isPlaceholderEmail(email: string, zulipId?: number): boolean {
  const local = /^([^@]+)@/.exec(email.trim())?.[1]?.toLowerCase();
  if (!local) return false;
  return zulipId === undefined ? /^user\d+$/.test(local) : local === `user${zulipId}`;
}

/** The addresses Zulip vouches for (it verifies them): the delivery email, and the message email unless a placeholder. */
export function verifiedEmails(who: { zulipId: number; email?: string | undefined; deliveryEmail?: string | null | undefined }): string[] {
  const out = new Set<string>();
  for (const email of [who.deliveryEmail, who.email]) {
    if (email && email.includes('@') && !isPlaceholderEmail(email, who.zulipId)) out.add(email);
  }
  return [...out];
}
