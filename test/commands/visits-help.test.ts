import { describe, expect, it } from 'vitest';
import { COMMAND_SPECS } from '../../src/commands/specs.js';
import { crowd, testSandbox } from '../support/sandbox.js';
import { testBot } from '../support/bot.js';

describe('visits', () => {
  async function bot() {
    const a = crowd(2, '2026-11-02', 1);
    const days = ['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-23'];
    const more = days.map((date) => ({ ...a.visits[0]!, date }));
    return testBot({ sandbox: await testSandbox({ data: { profiles: a.profiles, visits: [...a.visits, ...more] } }) });
  }
  const me = { zulipId: 90001, fullName: 'Test1 Person', email: 'test1@example.org' };

  it('lists your visits of the last 30 days by default', async () => {
    const { say } = await bot();
    const said = await say('visits', { as: me });
    // Longer than two weeks: a calendar's summary comes along (the picture too, where replies can carry files).
    expect(said.replies).toEqual([
      '**4 visits** by you in the last 30 days (Thu Oct 22 – Fri Nov 20):\nMon Nov 2, Tue Nov 3, Tue Nov 10, Tue Nov 17\n\n' +
        'Your visits, Thu Oct 22 – Fri Nov 20: 4 days at the hub, in 3 of 5 weeks.',
    ]);
    expect(said.requests[said.requests.length - 1]!.query).toMatchObject({ person_id: '1', start_date: '2026-10-22', end_date: '2026-11-20' });
  });

  it('takes a range, marks planned visits, and looks up someone else by mention or email', async () => {
    const { say } = await bot();
    expect((await say('history since nov 10', { as: me })).replies).toEqual([
      '**2 visits** by you since nov 10 (Tue Nov 10 – Fri Nov 20):\nTue Nov 10, Tue Nov 17',
    ]);
    expect((await say('visits this month', { as: me })).replies[0]).toContain('Mon Nov 23 (planned)');
    expect((await say('visits @**Test2 Person|90002** last 30 days', { as: me })).replies).toEqual([
      '**1 visit** by @_**Test2 Person|90002** in the last 30 days (Thu Oct 22 – Fri Nov 20):\nMon Nov 2\n\n' +
        'Test2 Person’s visits, Thu Oct 22 – Fri Nov 20: 1 day at the hub, in 1 of 5 weeks.',
    ]);
    expect((await say('visits test2@example.org last week', { as: me })).replies).toEqual([
      'No visits by @_**Test2 Person|90002** last week (Mon Nov 9 – Sun Nov 15).',
    ]);
  });
});

describe('help', () => {
  it('lists every command', async () => {
    const { say } = await testBot();
    for (const word of ['help', 'commands', '?', 'HELP']) {
      const said = await say(word);
      for (const spec of COMMAND_SPECS) expect(said.text).toContain(`\`${spec.usage}\``);
    }
  });

  it('shows how members talk first, with natural examples, for "help" and "what can you do?"', async () => {
    const { say } = await testBot();
    for (const ask of ['help', 'what can you do?', 'how does this work?']) {
      const said = await say(ask);
      expect(said.result.kind).toBe('help');
      expect(said.text).toMatch(/^Here's what I can do. Talk to me the way you'd talk to a front desk/);
      for (const example of ["I'm here, pairing on a parser", "can't make it friday", "who's around?", 'heading out']) expect(said.text).toContain(example);
    }
  });

  it.each(COMMAND_SPECS.map((s) => [s.name, s] as const))('explains %s with usage and examples', async (_name, spec) => {
    const { say } = await testBot();
    const said = await say(`help ${spec.aliases.at(-1) ?? spec.name}`);
    expect(said.replies).toHaveLength(1);
    expect(said.text).toContain(spec.usage);
    for (const example of spec.examples) expect(said.text).toContain(`\`${example}\``);
  });

  // Issue 16, then issue 23: a typo of a command with a clear reading is carried out (with its undo), and a help topic's typo is suggested.
  it('carries out the command a typo clearly meant, and suggests a help topic', async () => {
    const { say } = await testBot();
    const typo = await say('chekin today');
    expect(typo.replies[0]).toMatch(/^✅ Checked you in for today \(Fri Nov 20\)\.\n↩️ To undo/);
    expect(typo.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH /api/v1/hub_visits/5000/2026-11-20']);
    expect((await say('wohis ada')).replies[0]).toContain('2 people match "ada"');
    expect((await say('help visitz')).replies).toEqual(['There is no command "visitz". Did you mean `help visits`? Send `help` for the list.']);
    expect((await say('hello!')).replies[0]).toMatch(/^Hi! I'm the hub's front desk/);
  });
});
