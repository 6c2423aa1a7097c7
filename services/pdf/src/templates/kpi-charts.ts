/**
 * The KPI actuals of a playbook drawn as inline SVG (docs/product.md §17): per KPI its status, a bar
 * per period, the target and trend lines, and the values as a table. Geometry from the contracts
 * (`kpiChartGeometry`), as the web page draws it.
 */
import {
  KPI_STATUS_LABELS,
  formatKpiValue,
  kpiChartGeometry,
  type KpiStatus,
  type KpiWithActuals,
  type PlaybookKpis,
} from '@icp-studio/contracts';
import { markup, type SafeHtml } from './escape.js';

const STATUS_COLORS: Record<KpiStatus, { fill: string; text: string; soft: string }> = {
  on_track: { fill: '#16a34a', text: '#15803d', soft: '#dcfce7' },
  at_risk: { fill: '#eab308', text: '#a16207', soft: '#fef9c3' },
  behind: { fill: '#dc2626', text: '#b91c1c', soft: '#fee2e2' },
};

function chart(kpi: KpiWithActuals): SafeHtml {
  const g = kpiChartGeometry(kpi, { width: 480, height: 180 });
  const bar = '#6366f1';
  return markup`<svg class="kpi-chart" viewBox="0 0 ${g.width} ${g.height}" width="100%" role="img"
    aria-label="${kpi.name}: actuals per period">
    ${g.ticks.map(
      (t) =>
        markup`<line x1="${g.plot.left}" x2="${g.plot.right}" y1="${t.y}" y2="${t.y}" stroke="#e5e7eb" stroke-width="1" />
        <text x="${g.plot.left - 6}" y="${t.y + 3}" font-size="9" text-anchor="end" fill="#6b7280">${formatKpiValue(t.value)}</text>`,
    )}
    ${g.periods.map((p) =>
      p.y === null
        ? markup`<text x="${p.x}" y="${g.plot.bottom - 4}" font-size="9" text-anchor="middle" fill="#9ca3af">no value</text>`
        : markup`<rect x="${p.x - g.barWidth / 2}" y="${p.y}" width="${g.barWidth}" height="${Math.max(0, g.plot.bottom - p.y)}" fill="${bar}" rx="2" />`,
    )}
    ${g.periods.map(
      (p) =>
        markup`<text x="${p.x}" y="${g.height - 10}" font-size="9" text-anchor="middle" fill="#374151">${p.label}</text>`,
    )}
    ${
      g.targetY === null
        ? null
        : markup`<line x1="${g.plot.left}" x2="${g.plot.right}" y1="${g.targetY}" y2="${g.targetY}" stroke="#111827" stroke-width="1.5" stroke-dasharray="6 4" />`
    }
    ${
      g.trend
        ? markup`<line x1="${g.trend.x1}" y1="${g.trend.y1}" x2="${g.trend.x2}" y2="${g.trend.y2}" stroke="#2563eb" stroke-width="2" />`
        : null
    }
  </svg>`;
}

function kpiBlock(kpi: KpiWithActuals): SafeHtml {
  const color = kpi.status ? STATUS_COLORS[kpi.status] : null;
  return markup`<div class="item-card keep">
    <h3><span>${kpi.name}</span>${
      color && kpi.status
        ? markup`<span class="badge" style="background:${color.soft};color:${color.text}">${KPI_STATUS_LABELS[kpi.status]}</span>`
        : null
    }</h3>
    <p class="muted">Target: ${kpi.targetText ?? '—'}${kpi.unit ? ` (${kpi.unit})` : ''} · per ${kpi.periodKind}
      · <span style="color:#111827">- - target</span> · <span style="color:#2563eb">— trend</span></p>
    ${kpi.actuals.length ? chart(kpi) : markup`<p class="empty">No values recorded yet.</p>`}
    ${
      kpi.actuals.length
        ? markup`<table class="data">
            <thead><tr><th>Period</th><th>Value</th></tr></thead>
            <tbody>${kpi.actuals.map(
              (a) => markup`<tr><td>${a.period}</td><td class="num">${formatKpiValue(a.value)}</td></tr>`,
            )}</tbody>
          </table>`
        : null
    }
  </div>`;
}

/** The "KPI actuals" section's body: one block per KPI that has values; null when none has. */
export function kpiActualsSection(kpis: PlaybookKpis | null | undefined): SafeHtml | null {
  const tracked = (kpis?.kpis ?? []).filter((k) => k.actuals.length > 0);
  if (tracked.length === 0) return null;
  return markup`<div class="stack">${tracked.map(kpiBlock)}</div>`;
}
