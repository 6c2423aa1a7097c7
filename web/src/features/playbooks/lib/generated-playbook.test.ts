import type { PlaybookSections } from '@icp-studio/contracts';
import { budgetSectionSchema, channelsSectionSchema, roadmapCampaignSchema } from '@icp-studio/contracts';
import { describe, expect, it } from 'vitest';
import {
  currentFor,
  dropItem,
  editItem,
  generationPlan,
  keptPlaybookFields,
  withDays,
} from './generated-playbook';

const sections = {
  positioning: { positioning: 'P', valueProposition: 'V', pillars: ['A', 'B'] },
  messages: { awareness: ['a1', 'a2'], consideration: ['c'], decision: ['d'], retention: ['r'] },
  objections: [{ objection: 'o', answer: 'x' }],
  channels: [
    { rank: 1, channel: 'LinkedIn', stage: 'awareness', reason: 'r1' },
    { rank: 2, channel: 'Webinars', stage: 'consideration', reason: 'r2' },
    { rank: 3, channel: 'Email', stage: 'retention', reason: 'r3' },
  ],
  roadmap: { startDate: null, days: 90, campaigns: [] },
  kpis: [{ name: 'k', stage: 'awareness', target: 1, unit: 'k', period: 'month', basis: 'b' }],
  budget: null,
} satisfies PlaybookSections as PlaybookSections;

describe('generated playbook review', () => {
  it('drops a channel and ranks the rest again, valid for the regenerate route', () => {
    const after = dropItem(sections, { section: 'channels', index: 0 });
    expect(after.channels!.map((c) => [c.rank, c.channel])).toEqual([
      [1, 'Webinars'],
      [2, 'Email'],
    ]);
    expect(channelsSectionSchema.safeParse(after.channels).success).toBe(true);
    expect(sections.channels).toHaveLength(3);
  });

  it('drops a message of one stage only', () => {
    const after = dropItem(sections, { section: 'messages', stage: 'awareness', index: 1 });
    expect(after.messages).toEqual({ ...sections.messages, awareness: ['a1'] });
  });

  it('sends the sections a regenerated one depends on, not itself and not an emptied one', () => {
    expect(currentFor(sections, 'roadmap')).toEqual({ channels: sections.channels, kpis: sections.kpis });
    expect(currentFor(sections, 'channels')).toEqual({ kpis: sections.kpis });
    const noKpis = dropItem(sections, { section: 'kpis', index: 0 });
    expect(currentFor(noKpis, 'budget')).toEqual({ channels: sections.channels });
  });

  it('edits one item and leaves the others (a channel keeps its rank)', () => {
    const after = editItem(
      sections,
      { section: 'channels', index: 1 },
      {
        ...sections.channels[1]!,
        channel: 'Breakfast seminars',
      },
    );
    expect(after.channels!.map((c) => [c.rank, c.channel])).toEqual([
      [1, 'LinkedIn'],
      [2, 'Breakfast seminars'],
      [3, 'Email'],
    ]);
    const kpi = editItem(sections, { section: 'kpis', index: 0 }, { ...sections.kpis[0]!, target: 25 });
    expect(kpi.kpis![0]!.target).toBe(25);
    expect(editItem(sections, { section: 'pillars', index: 0 }, 'Speed').positioning!.pillars).toEqual([
      'Speed',
      'B',
    ]);
    // A section not received yet is left alone.
    expect(editItem({}, { section: 'kpis', index: 0 }, sections.kpis[0]!)).toEqual({});
  });

  it('writes the budget last and only with a budget', () => {
    expect(generationPlan({})).toEqual([
      'positioning',
      'messages',
      'objections',
      'channels',
      'kpis',
      'roadmap',
    ]);
    expect(generationPlan({ budget: { amount: 10 } }).at(-1)).toBe('budget');
  });

  it('saves what was kept: a section never received leaves its fields empty', () => {
    const fields = keptPlaybookFields(
      { channels: sections.channels, kpis: sections.kpis },
      { icpId: 'i', name: 'P' },
    );
    expect(fields).toMatchObject({
      positioning: null,
      valueProposition: null,
      timeline: null,
      campaigns: [],
    });
    expect(fields.selectedChannels).toHaveLength(3);
    expect(fields.kpis).toEqual([expect.objectContaining({ name: 'k' })]);
  });

  it('moves a campaign to other days, its dates following the roadmap start', () => {
    const c = {
      name: 'Launch',
      stage: 'awareness',
      channel: 'LinkedIn',
      offer: 'Guide',
      owner: 'Owner',
      startDay: 1,
      endDay: 30,
      startDate: '2026-01-30',
      endDate: '2026-02-28',
      kpi: 'k',
    } as const;
    const moved = withDays(c, '2026-01-30', 3, 90);
    expect(moved).toMatchObject({ startDay: 3, endDay: 90, startDate: '2026-02-01', endDate: '2026-04-29' });
    expect(roadmapCampaignSchema.safeParse(moved).success).toBe(true);
    expect(withDays(c, null, 3, 4)).toMatchObject({ startDate: null, endDate: null });
  });

  it('recomputes the budget total and shares when a line is edited or dropped, valid for the contract', () => {
    const withBudget: PlaybookSections = {
      ...sections,
      budget: {
        amount: 1000,
        currency: 'USD',
        period: '90 days',
        lines: [
          { channel: 'A', amount: 600, share: 60, reason: 'r' },
          { channel: 'B', amount: 300, share: 30, reason: 'r' },
        ],
        reserve: 100,
      },
    };
    const edited = editItem(
      withBudget,
      { section: 'budgetLines', index: 1 },
      {
        channel: 'B2',
        amount: 500,
        share: 30,
        reason: 'r',
      },
    );
    expect(edited.budget).toMatchObject({
      amount: 1200,
      lines: [
        { channel: 'A', amount: 600, share: 50 },
        { channel: 'B2', amount: 500, share: 41.7 },
      ],
    });
    expect(budgetSectionSchema.safeParse(edited.budget).success).toBe(true);
    const dropped = dropItem(edited, { section: 'budgetLines', index: 0 });
    expect(dropped.budget).toMatchObject({
      amount: 600,
      lines: [{ channel: 'B2', share: 83.3 }],
      reserve: 100,
    });
    expect(budgetSectionSchema.safeParse(dropped.budget).success).toBe(true);
    expect(withBudget.budget!.lines).toHaveLength(2);
  });
});
