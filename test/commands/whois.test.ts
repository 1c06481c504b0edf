import { describe, expect, it } from 'vitest';
import { makeProfile, testSandbox } from '../support/sandbox.js';
import { DM, STREAM, testBot } from '../support/bot.js';

const texts = { bio: '', before_rc: '', during_rc: '', interests: '', employer_info: '', skills: '' };
const people = () => [
  makeProfile(1, {
    first_name: 'Odile',
    last_name: 'Vellichor',
    email: 'odile@example.org',
    pronouns: 'she/her',
    phone_number: '+1-555-0100',
    github: 'odilev',
    personal_site_url: 'https://odile.example.net',
    employer_role: 'Engineer',
    company: { id: 1, name: 'Quillstone Labs' },
    current_location: { id: 1, name: 'Brooklyn, NY', short_name: 'Brooklyn' },
    stints: [{ type: 'retreat', batch: { id: 9, name: 'Fall 2, 2026', short_name: "F2'26", alt_name: null }, start_date: '2026-11-01', end_date: '2027-01-20', for_half_batch: false }],
    zulip_id: 4001,
  }),
  makeProfile(2, { first_name: 'Odile', last_name: 'Marrowby', email: 'om@example.org', zulip_id: null, texts }),
  makeProfile(3, { first_name: 'Pax', last_name: 'Odilesson', email: 'pax@example.org' }),
  makeProfile(4, { first_name: 'Quinn', last_name: '@**all** Smith', email: 'q@example.org' }),
];

describe('whois', () => {
  async function bot() {
    return testBot({ sandbox: await testSandbox({ data: { profiles: people(), visits: [] } }) });
  }

  const card = [
    '**Odile Vellichor** (she/her) · @_**Odile Vellichor|4001**',
    '🎓 Fall 2, 2026 (now)',
    '📍 Brooklyn, NY',
    '💼 Engineer at Quillstone Labs',
    '🔗 [GitHub](https://github.com/odilev) · [Website](https://odile.example.net/)',
  ].join('\n');

  it('finds by email and shows a card; the email only in a DM, the phone never', async () => {
    const { say } = await bot();
    const inDm = await say('whois odile@example.org', { place: DM });
    expect(inDm.replies).toEqual([`${card}\n✉️ odile@example.org`]);
    const inStream = await say('whois odile@example.org', { place: STREAM });
    expect(inStream.replies).toEqual([card]);
    expect(inDm.text + inStream.text).not.toContain('555');
  });

  it('finds by mention, by person id and by full name', async () => {
    const { say } = await bot();
    expect((await say('whois @**Odile Vellichor|4001**', { place: STREAM })).replies).toEqual([card]);
    expect((await say('whois @**Odile Vellichor**', { place: STREAM })).replies).toEqual([card]);
    expect((await say('whois 1', { place: STREAM })).replies).toEqual([card]);
    expect((await say('who is odile vellichor', { place: STREAM })).replies).toEqual([card]);
  });

  it('says when nothing matches', async () => {
    const { say } = await bot();
    expect((await say('whois nobody@example.org')).replies).toEqual(['No directory profile has the email "nobody@example.org".']);
    expect((await say('whois 99')).replies).toEqual(['No directory profile has the id 99.']);
    expect((await say('whois zebediah')).replies).toEqual(['No one in the directory matches "zebediah". Try part of a name, an email or a GitHub username.']);
    expect((await say('whois @**Ghost|77**')).replies).toEqual(["I couldn't find a directory profile linked to @_**Ghost|77**."]);
  });

  it('lists several matches with how to narrow them', async () => {
    const { say } = await bot();
    const said = await say('whois odile');
    expect(said.replies).toEqual([
      [
        '3 people match "odile":',
        "- @_**Odile Vellichor|4001** (F2'26): `whois 1`",
        '- **Odile Marrowby**: `whois 2`',
        '- @_**Pax Odilesson|90003**: `whois 3`',
        'Narrow it down with a full name, an email, or one of the `whois` commands above.',
      ].join('\n'),
    ]);
  });

  it('neutralises what members wrote in their names', async () => {
    const { say } = await bot();
    const said = await say('whois 4');
    expect(said.text).not.toMatch(/@\*\*all\*\*/);
    expect(said.text).toContain('@_**Quinn @all Smith|90004**');
  });

  it('answers "whois" alone with how to use it', async () => {
    const { say } = await bot();
    expect((await say('whois')).replies[0]).toMatch(/^Who should I look up\?/);
  });
});
