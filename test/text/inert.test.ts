import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileCard } from '../../src/commands/profile-card.js';
import type { Profile } from '../../src/directory/schemas.js';
import { excerpt, neutralise, neutraliseLines, personRef, quoteBlock, quoted } from '../../src/text/markdown.js';
import { safeHref } from '../../src/text/urls.js';
import { hostileText } from '../support/hostile.js';
import { activeMentions, addedMarkup, readMarkup } from '../support/zulip-markup.js';
import { propertyRuns } from '../support/property-runs.js';

function profile(overrides: Partial<Profile>): Profile {
  return {
    id: 7, first_name: 'Ada', last_name: 'Q', name: 'Ada Q', name_hl: 'Ada Q', email: 'ada@example.org', slug: '7-ada', image_path: '',
    stints: [{ type: 'retreat', batch: { id: 1, name: 'Fall 1, 2026', short_name: 'F1', alt_name: null } }],
    github: 'ada', twitter: 'ada', linkedin: 'ada', pronouns: 'she/her', phone_number: '555', employer_role: 'Engineer', zoom_url: null,
    zulip_id: 1001, personal_site_url: 'https://ada.example.org/', blog_url: 'https://ada.example.org/blog', cluster_username: null,
    current_location: { id: 1, name: 'Brooklyn' }, company: { id: 1, name: 'Acme' },
    ...overrides,
  } as Profile;
}

describe('the inert rule (checked by an independent reading of Zulip Markdown)', () => {
  it('reproduces the reported attacks, and disarms them', () => {
    expect(readMarkup('[Evil](http://evil.example) Corp').link).toBe(1);
    expect(readMarkup(neutralise('[Evil](http://evil.example) Corp')).link).toBeUndefined();
    const card = profileCard(profile({ personal_site_url: 'https://x.example/@**all**', company: { id: 1, name: '[Evil](http://evil.example) Corp' } }), { showEmail: false });
    expect(activeMentions(card)).toBe(0);
    expect(card).not.toContain('@**all**');
    expect(card).toContain('[Website](https://x.example/%40%2A%2Aall%2A%2A)');
    expect(readMarkup(card).link).toBe(readMarkup(profileCard(profile({}), { showEmail: false })).link);
  });

  it('neutralised text has no markup of its own, inline or as blocks (property)', () => {
    fc.assert(
      fc.property(hostileText, (t) => {
        expect(readMarkup(`x ${neutralise(t)} x`)).toEqual({});
        expect(readMarkup(neutraliseLines(t))).toEqual({});
        expect(readMarkup(`x ${excerpt(t)} ${quoted(t)}`)).toEqual({});
        expect(addedMarkup(readMarkup(quoteBlock(t)), readMarkup(quoteBlock('x')))).toEqual([]);
        expect(addedMarkup(readMarkup(personRef(t, null)), readMarkup(personRef('x', null)))).toEqual([]);
        expect(addedMarkup(readMarkup(personRef(t, 5)), readMarkup(personRef('x', 5)))).toEqual([]);
      }),
      { numRuns: propertyRuns(3_000) },
    );
  });

  it('a card adds nothing to the markup of a plain card, whatever the directory holds (property)', () => {
    const plain = readMarkup(profileCard(profile({}), { showEmail: true }));
    const urlish = fc.oneof(hostileText, hostileText.map((t) => `https://x.example/${t}`), hostileText.map((t) => `http://${t}`));
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, urlish, urlish, hostileText, (name, pronouns, company, site, blog, handle) => {
        const card = profileCard(
          profile({
            name, pronouns, employer_role: company, company: { id: 1, name: company }, current_location: { id: 1, name: pronouns },
            personal_site_url: site, blog_url: blog, github: handle, twitter: handle, email: `${handle}@example.org`,
            stints: [{ type: handle, batch: { id: 1, name: company, short_name: name, alt_name: null } }] as unknown as Profile['stints'],
          }),
          { showEmail: true },
        );
        expect(addedMarkup(readMarkup(card), plain)).toEqual([]);
      }),
      { numRuns: propertyRuns(2_000) },
    );
  });
});

describe('safeHref', () => {
  it.each([
    ['https://ada.example.org/blog', 'https://ada.example.org/blog'],
    ['HTTP://Ada.Example.org:8080/a?b=1#c', 'http://ada.example.org:8080/a?b=1#c'],
    ['https://x.example/a_(b)*`c`', 'https://x.example/a%5F%28b%29%2A%60c%60'],
  ])('accepts %s as %s', (raw, href) => expect(safeHref(raw)).toBe(href));

  it.each(['javascript:alert(1)', 'ftp://x.example/', 'https://user:pw@x.example/', 'https://localhost/', 'x.example', 'https://exa*mple.org/', ''])(
    'refuses %s',
    (raw) => expect(safeHref(raw)).toBeUndefined(),
  );
});
