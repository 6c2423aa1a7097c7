import { campaignItems, channelItems, kpiRows, targetMetricRows, titleOf } from './shapes.js';
import { humanise, inlineText } from './format.js';

describe('channels in every shape', () => {
  it('takes a list of names, dropping blanks', () => {
    expect(channelItems(['LinkedIn', ' ', 'Email '])).toEqual([
      { name: 'LinkedIn', details: [] },
      { name: 'Email', details: [] },
    ]);
  });

  it('takes objects with a channel, the other fields as details', () => {
    expect(channelItems([{ channel: 'LinkedIn', budget: 500, audience: 'Owners', note: '' }])).toEqual([
      {
        name: 'LinkedIn',
        details: [
          { label: 'Budget', value: 500 },
          { label: 'Audience', value: 'Owners' },
        ],
      },
    ]);
  });

  it('takes a map of channel names, whatever each holds', () => {
    expect(
      channelItems({
        linkedin: { budget: 500 },
        email: {},
        events: 'Two a year',
        podcasts: true,
        radio: false,
      }),
    ).toEqual([
      { name: 'Linkedin', details: [{ label: 'Budget', value: 500 }] },
      { name: 'Email', details: [] },
      { name: 'Events', details: [{ label: 'Notes', value: 'Two a year' }] },
      { name: 'Podcasts', details: [] },
    ]);
  });

  it('answers nothing for null', () => {
    expect(channelItems(null)).toEqual([]);
  });
});

describe('campaigns', () => {
  it('takes objects with name, objective, timeline and anything else', () => {
    expect(
      campaignItems([
        { name: 'Spring', objective: 'Leads', timeline: 'Q1', budget: 100 },
        { objective: 'Awareness' },
        {},
      ]),
    ).toEqual({
      kind: 'list',
      items: [
        { name: 'Spring', objective: 'Leads', timeline: 'Q1', details: [{ label: 'Budget', value: 100 }] },
        { name: 'Campaign 2', objective: 'Awareness', timeline: undefined, details: [] },
      ],
    });
  });

  it('takes free text, and nothing for blank text or an empty list', () => {
    expect(campaignItems('Spring push')).toEqual({ kind: 'text', text: 'Spring push' });
    expect(campaignItems('  ')).toEqual({ kind: 'none' });
    expect(campaignItems([])).toEqual({ kind: 'none' });
    expect(campaignItems(null)).toEqual({ kind: 'none' });
  });
});

describe('KPIs and target metrics', () => {
  it('reads a KPI by name or metric, its target in any JSON shape', () => {
    expect(
      kpiRows([
        { name: 'Demos', target: 40 },
        { metric: 'CAC', target: '< €900' },
        { metric: 'NPS', target: { min: 50, stretch: 60 }, owner: 'Sales' },
        { target: 3 },
      ]),
    ).toEqual({
      kind: 'list',
      items: [
        { metric: 'Demos', target: '40', details: [] },
        { metric: 'CAC', target: '< €900', details: [] },
        { metric: 'NPS', target: 'Min: 50; Stretch: 60', details: [{ label: 'Owner', value: 'Sales' }] },
        { metric: 'Metric', target: '3', details: [] },
      ],
    });
  });

  it('takes KPIs and target metrics as text', () => {
    expect(kpiRows('Leads per month')).toEqual({ kind: 'text', text: 'Leads per month' });
    expect(targetMetricRows('Forty a month')).toEqual({ kind: 'text', text: 'Forty a month' });
  });

  it('takes target metrics as a map, labelled', () => {
    expect(targetMetricRows({ monthlyRevenue: '€120k', churn_rate: 0.02, empty: '' })).toEqual({
      kind: 'list',
      items: [
        { label: 'Monthly revenue', value: '€120k' },
        { label: 'Churn rate', value: '0.02' },
      ],
    });
    expect(targetMetricRows({})).toEqual({ kind: 'none' });
  });
});

describe('helpers', () => {
  it('turns keys into labels', () => {
    expect(humanise('targetAudience')).toBe('Target audience');
    expect(humanise('target_audience')).toBe('Target audience');
    expect(humanise('NPS')).toBe('Nps');
  });

  it('prints JSON on one line', () => {
    expect(inlineText(['a', 1, true, null])).toBe('a, 1, Yes');
    expect(inlineText({ a: 1, b: { c: 'd' }, e: '' })).toBe('A: 1; B: C: d');
  });

  it('titles a role by its role, with the person as the subtitle', () => {
    expect(titleOf({ role: 'Lead', name: 'Sofia', tasks: ['x'] })).toEqual({
      title: 'Lead',
      subtitle: 'Sofia',
      keys: ['role', 'name'],
    });
    expect(titleOf({ name: 'Referral Relay', description: 'x' })).toEqual({
      title: 'Referral Relay',
      keys: ['name'],
    });
    expect(titleOf({ description: 'x' })).toEqual({ keys: [] });
  });
});
