import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';

/**
 * KPI actuals (docs/product.md §17): the API's shapes. The rules (keys, periods, status, trend, CSV, the
 * chart) are in kpi-rules.ts: kept apart so that pages without KPIs do not load them (the routes load
 * these schemas everywhere).
 */

/** The periods actuals are recorded in. A KPI's `period` says which (see `kpiPeriodKind`). */
export const KPI_PERIOD_KINDS = ['week', 'month', 'quarter', 'year'] as const;
export type KpiPeriodKind = (typeof KPI_PERIOD_KINDS)[number];

/** A KPI's status: its latest recorded value against its target (see `kpiStatus`). */
export const KPI_STATUSES = ['on_track', 'at_risk', 'behind'] as const;
export const kpiStatusSchema = z.enum(KPI_STATUSES);
export type KpiStatus = z.infer<typeof kpiStatusSchema>;

const KEY_MAX = 100;

export const kpiKeySchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown KPI')
  .max(KEY_MAX, 'Unknown KPI');

// ---- API shapes ----

export const kpiActualSchema = z.object({
  /** The period's first day. */
  periodStart: z.iso.date(),
  /** `2026-03`, `2026-Q1`, `2026-W05`, `2026`. */
  period: z.string(),
  value: z.number(),
  recordedBy: idSchema.nullable(),
  recordedAt: isoDateSchema,
});
export type KpiActual = z.infer<typeof kpiActualSchema>;

export const kpiWithActualsSchema = z.object({
  key: z.string(),
  /** The KPI's name (or metric) as the playbook has it. */
  name: z.string(),
  unit: z.string().nullable(),
  periodKind: z.enum(KPI_PERIOD_KINDS),
  /** The target as the playbook writes it, and as a number (null when it holds none). */
  targetText: z.string().nullable(),
  target: z.number().nullable(),
  stage: z.string().nullable(),
  /** Oldest first. */
  actuals: z.array(kpiActualSchema),
  status: kpiStatusSchema.nullable(),
  trend: z
    .object({
      slope: z.number(),
      intercept: z.number(),
      direction: z.enum(['rising', 'falling', 'flat']),
    })
    .nullable(),
});
export type KpiWithActuals = z.infer<typeof kpiWithActualsSchema>;

export const playbookKpisSchema = z.object({
  playbookId: idSchema,
  /** The worst status of the KPIs (null when none has one). */
  status: kpiStatusSchema.nullable(),
  kpis: z.array(kpiWithActualsSchema),
});
export type PlaybookKpis = z.infer<typeof playbookKpisSchema>;

/** The message for a value below zero, in a request or a CSV row. */
export const KPI_NEGATIVE_VALUE = 'Value cannot be negative';

const valueSchema = z
  .number({ message: 'Value must be a number' })
  .finite('Value must be a number')
  .refine((v) => Math.abs(v) < 1e12, 'Value is too large')
  // Counts, shares and money reached are never below zero (docs/product.md §17).
  .refine((v) => v >= 0, KPI_NEGATIVE_VALUE);

export const kpiActualParamsSchema = z.object({
  id: idSchema,
  kpiKey: kpiKeySchema,
  period: z.string().min(1).max(20),
});
export const kpiActualRequestSchema = z.object({ value: valueSchema });
/** PLAYBOOK.putKpiActual. */
export const kpiActualPutRpcSchema = kpiActualParamsSchema.extend({ value: valueSchema });

/** POST /api/playbooks/{id}/kpis/import: the CSV text (an upload's content or pasted). */
export const kpiImportRequestSchema = z.object({
  csv: z
    .string({ message: 'Give the CSV text' })
    .min(1, 'The file is empty')
    .max(200_000, 'The file is too large'),
});
export const kpiImportRpcSchema = kpiImportRequestSchema.extend({ id: idSchema });
export const kpiImportResultSchema = z.object({ imported: z.number().int(), kpis: playbookKpisSchema });

/** PLAYBOOK.kpiStatuses: playbook ids -> their overall status (null: none, or not visible). */
export const kpiStatusesRequestSchema = z.object({ ids: z.array(idSchema).max(500) });
export const kpiStatusesResponseSchema = z.record(z.string(), kpiStatusSchema.nullable());

/** EVENTS.kpiActualsChanged (playbook -> realtime): a playbook's actuals changed. */
export const kpiActualsChangedEventSchema = z.object({ playbookId: idSchema });
/** What the browsers in the playbook's room receive: read the KPIs again. */
export const kpiEventSchema = z.object({
  type: z.literal('kpi_updated'),
  room: z.string(),
  playbookId: idSchema,
});
export type KpiEvent = z.infer<typeof kpiEventSchema>;
