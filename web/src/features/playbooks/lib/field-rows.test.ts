import { describe, expect, it } from 'vitest';
import {
  campaignsCodec,
  kpiCodec,
  pillarsCodec,
  rowsFromText,
  rowsToPlainText,
  stateFromText,
  targetMetricsCodec,
  teamRolesCodec,
  textFromRows,
  type FieldCodec,
  type FieldRow,
} from './field-rows';
import { parseCampaigns, parseKpis, parseStructured, parseTargetMetrics } from './json-or-text';

/** The stored value after reading `stored` into rows, changing them, and saving them as the form does. */
function roundTrip(codec: FieldCodec, stored: unknown, change: (rows: FieldRow[]) => FieldRow[] = (r) => r) {
  const state = stateFromText(codec, JSON.stringify(stored));
  if (state.mode !== 'rows') throw new Error('not rows');
  const text = textFromRows(codec, change(state.rows), state.shape);
  return codec.parse(text);
}

const edit =
  (key: string, value: string, index = 0) =>
  (rows: FieldRow[]) =>
    rows.map((r, i) => (i === index ? { ...r, cells: { ...r.cells, [key]: value } } : r));

describe('structured fields as rows', () => {
  it('keeps a generated KPI exactly as stored when its row is left alone, and keeps hidden keys on an edit', () => {
    const kpis = [
      {
        name: 'new-patient bookings',
        target: 30,
        unit: 'bookings',
        period: 'month',
        stage: 'decision',
        basis: 'b',
      },
      { metric: 'Cost per lead', target: '$45' },
    ];
    expect(roundTrip(kpiCodec, kpis)).toEqual(kpis);
    expect(roundTrip(kpiCodec, kpis, edit('target', '35'))).toEqual([{ ...kpis[0], target: 35 }, kpis[1]]);
    expect(roundTrip(kpiCodec, kpis, edit('name', 'CPL', 1))).toEqual([
      kpis[0],
      { metric: 'CPL', target: '$45' },
    ]);
    expect(roundTrip(kpiCodec, kpis, edit('period', '', 0))).toEqual([
      { name: 'new-patient bookings', target: 30, unit: 'bookings', stage: 'decision', basis: 'b' },
      kpis[1],
    ]);
  });

  it('reads text that is not structure as free text, and blank as no rows', () => {
    expect(stateFromText(kpiCodec, 'Qualified leads: 40 a month')).toEqual({
      mode: 'text',
      text: 'Qualified leads: 40 a month',
    });
    expect(stateFromText(kpiCodec, '')).toMatchObject({ mode: 'rows', rows: [] });
    expect(stateFromText(targetMetricsCodec, '["a list"]')).toMatchObject({ mode: 'text' });
  });

  it('writes rows out as lines and reads lines back as rows', () => {
    const state = stateFromText(
      kpiCodec,
      JSON.stringify([{ name: 'Leads', target: 40, unit: 'leads', period: 'month' }]),
    );
    if (state.mode !== 'rows') throw new Error('not rows');
    expect(rowsToPlainText(kpiCodec, state.rows)).toBe('Leads: 40 leads per month');
    const back = rowsFromText(kpiCodec, 'Leads: 40\nDiscovery calls');
    expect(back.rows.map((r) => r.cells)).toEqual([
      { name: 'Leads', target: '40', unit: '', period: '' },
      { name: 'Discovery calls', target: '', unit: '', period: '' },
    ]);
    expect(parseKpis(textFromRows(kpiCodec, back.rows, back.shape))).toEqual([
      { name: 'Leads', target: 40 },
      { name: 'Discovery calls' },
    ]);
  });

  it('target metrics stay a map of metric to target', () => {
    const metrics = { 'Website conversion': '3%', 'Leads a month': 40 };
    expect(roundTrip(targetMetricsCodec, metrics)).toEqual(metrics);
    expect(
      parseTargetMetrics(JSON.stringify(roundTrip(targetMetricsCodec, metrics, edit('target', '4%')))),
    ).toEqual({
      'Website conversion': '4%',
      'Leads a month': 40,
    });
  });

  it('team roles keep their shape: a generated list, a map of role to duties, a list of names', () => {
    const generated = [{ role: 'Practice owner', person: '', responsibilities: ['Spring push', 'Reviews'] }];
    expect(roundTrip(teamRolesCodec, generated)).toEqual(generated);
    expect(roundTrip(teamRolesCodec, generated, edit('person', 'Dana'))).toEqual([
      { ...generated[0], person: 'Dana' },
    ]);
    const map = { 'Content lead': 'Writes the weekly article' };
    expect(roundTrip(teamRolesCodec, map)).toEqual(map);
    const bare = [{ role: 'Partner', responsibilities: 'Approves' }, { role: 'Coordinator' }];
    expect(roundTrip(teamRolesCodec, bare, edit('role', 'Managing partner'))).toEqual([
      { role: 'Managing partner', responsibilities: 'Approves' },
      { role: 'Coordinator' },
    ]);
    const twoLines = { Partner: 'Approves messaging\nSigns off the budget' };
    expect(roundTrip(teamRolesCodec, twoLines)).toEqual(twoLines);
    expect(roundTrip(teamRolesCodec, map, edit('responsibilities', 'Writes the monthly article'))).toEqual({
      'Content lead': 'Writes the monthly article',
    });
    // A person named: the map cannot hold it, so the roles become the generated list shape.
    expect(roundTrip(teamRolesCodec, map, edit('person', 'Sam'))).toEqual([
      { role: 'Content lead', person: 'Sam', responsibilities: 'Writes the weekly article' },
    ]);
    expect(roundTrip(teamRolesCodec, ['Partner', 'Coordinator'])).toEqual(['Partner', 'Coordinator']);
    expect(stateFromText(teamRolesCodec, '{"Lead": {"deep": {"x": 1}}}')).toMatchObject({ mode: 'text' });
    expect(parseStructured(textFromRows(teamRolesCodec, [], 'list'))).toBeNull();
  });

  it('pillars are a list of text', () => {
    expect(roundTrip(pillarsCodec, ['Trust', 'Predictability'])).toEqual(['Trust', 'Predictability']);
    expect(stateFromText(pillarsCodec, 'Trust\nPredictability')).toMatchObject({ mode: 'text' });
  });

  it('campaigns are ordered by start, keep their other keys, and their timing follows new dates', () => {
    const campaigns = [
      {
        name: 'Later',
        startDate: '2026-05-01',
        endDate: '2026-05-31',
        timeline: '2026-05-01 to 2026-05-31',
        budget: 500,
      },
      { name: 'Sooner', objective: 'Re-engage', timeline: '8 weeks', startDate: '2026-03-01' },
      { name: 'Undated' },
    ];
    const state = stateFromText(campaignsCodec, JSON.stringify(campaigns));
    if (state.mode !== 'rows') throw new Error('not rows');
    expect(state.rows.map((r) => r.cells.name)).toEqual(['Sooner', 'Later', 'Undated']);
    expect(roundTrip(campaignsCodec, campaigns)).toEqual([campaigns[1], campaigns[0], campaigns[2]]);
    const moved = roundTrip(
      campaignsCodec,
      campaigns,
      edit('startDate', '2026-06-01', 1),
    ) as unknown as typeof campaigns;
    expect(moved.map((c) => c.name)).toEqual(['Sooner', 'Later', 'Undated']);
    expect(moved.find((c) => c.name === 'Later')).toEqual({
      ...campaigns[0],
      startDate: '2026-06-01',
      timeline: '2026-06-01 to 2026-05-31',
    });
    expect(parseCampaigns(textFromRows(campaignsCodec, [], 'list'))).toBeNull();
  });
});
