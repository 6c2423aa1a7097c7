import { readAnswer } from './structured/structured-call.js';
import { playbookSectionPrompt } from './playbook-prompts.js';
import type { PlaybookSectionInput } from './provider.js';

const icpData = { name: 'Dental practices', industry: 'Dentistry', clientRows: 'Secret Patient Ltd' };
const input = (over: Partial<PlaybookSectionInput>): PlaybookSectionInput => ({
  section: 'positioning',
  icpData,
  options: {},
  current: {},
  ...over,
});
const read = (i: PlaybookSectionInput, answer: unknown) => {
  const p = playbookSectionPrompt(i);
  return readAnswer(JSON.stringify(answer), p.schema, p.coerce);
};

describe('a playbook section asked of a language model', () => {
  it("is asked from the profile's fields only, naming the section", () => {
    const p = playbookSectionPrompt(input({ options: { variant: 2 } }));
    expect(p.user).toMatch(/^Playbook section: positioning$/m);
    expect(p.user).toContain('Industry: Dentistry');
    expect(p.user).not.toContain('Secret Patient');
    expect(p.user).toContain('alternative number 2');
  });

  it('ranks the channels itself and takes a bare list', () => {
    const r = read(input({ section: 'channels' }), [
      { channel: 'Local radio', stage: 'Awareness', reason: 'Commuters' },
      { channel: 'Referrals', stage: 'decision', reason: 'Trust' },
    ]);
    expect(r).toEqual({
      ok: true,
      value: [
        { rank: 1, channel: 'Local radio', stage: 'awareness', reason: 'Commuters' },
        { rank: 2, channel: 'Referrals', stage: 'decision', reason: 'Trust' },
      ],
    });
  });

  it('clamps and orders roadmap days, and dates them from the start date', () => {
    const r = read(input({ section: 'roadmap', options: { startDate: '2027-03-01' } }), {
      campaigns: [
        {
          name: 'A',
          stage: 'awareness',
          channel: 'Radio',
          offer: 'O',
          owner: 'Owner',
          startDay: 120,
          endDay: 80,
          kpi: 'K',
        },
      ],
    });
    expect(r.ok && r.value).toEqual({
      startDate: '2027-03-01',
      days: 90,
      campaigns: [
        expect.objectContaining({ startDay: 80, endDay: 90, startDate: '2027-05-19', endDate: '2027-05-29' }),
      ],
    });
  });

  it('splits the budget exactly, whatever the weights add up to', () => {
    const r = read(input({ section: 'budget', options: { budget: { amount: 1001, currency: 'EUR' } } }), {
      lines: [
        { channel: 'Radio', weight: 1, reason: 'R' },
        { channel: 'radio', weight: 5, reason: 'duplicate' },
        { channel: 'Events', weight: 2, reason: 'E' },
      ],
    });
    expect(r.ok).toBe(true);
    const b = (r as { value: { lines: { amount: number }[]; reserve: number; amount: number } }).value;
    expect(b.lines).toHaveLength(2);
    expect(b.lines.reduce((s, l) => s + l.amount, 0) + b.reserve).toBe(1001);
  });

  it('says what is wrong with an answer that does not fit the section', () => {
    expect(read(input({ section: 'kpis' }), { kpis: [{ name: 'Leads', target: 'many' }] })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('did not match the requested shape'),
    });
    expect(read(input({ section: 'objections' }), { objections: [] })).toMatchObject({ ok: false });
  });
});
