import { playbookKpisOf } from '@icp-studio/contracts';
import { kpiActualsSection } from './kpi-charts.js';

const id = '00000000-0000-4000-8000-000000000001';
const at = '2026-03-01T00:00:00.000Z';

describe('KPI actuals in the PDF (docs/product.md §17)', () => {
  it('draws a chart with target and trend lines, the status and the values per KPI with values', () => {
    const kpis = playbookKpisOf(
      id,
      [
        { name: '<b>Leads</b>', target: 40, period: 'month' },
        { name: 'Demos', target: 10, period: 'week' },
      ],
      [
        { kpiKey: 'b-leads-b', periodStart: '2026-01-01', value: 10, recordedBy: null, recordedAt: at },
        { kpiKey: 'b-leads-b', periodStart: '2026-03-01', value: 12, recordedBy: null, recordedAt: at },
      ],
    );
    const html = kpiActualsSection(kpis)!.value;
    expect(html).toContain('&lt;b&gt;Leads&lt;/b&gt;');
    expect(html).not.toContain('<b>Leads');
    expect(html).toContain('role="img"');
    expect(html).toContain('Behind');
    expect(html.match(/<rect /g)).toHaveLength(2);
    expect(html).toContain('no value'); // February
    expect(html).toContain('stroke-dasharray'); // the target
    expect(html).toContain('<td>2026-03</td>');
    expect(html).not.toContain('Demos'); // no values: no block
  });

  it('is left out when no KPI has values', () => {
    expect(kpiActualsSection(playbookKpisOf(id, [{ name: 'Leads', target: 4 }], []))).toBeNull();
    expect(kpiActualsSection(null)).toBeNull();
  });
});
