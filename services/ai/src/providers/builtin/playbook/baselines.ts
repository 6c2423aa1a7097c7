import type { ClientType } from '../knowledge/types.js';

/**
 * Starting figures for a small firm of each trade, from which the KPI targets are worked out: new clients a
 * month for each kind of client, the share of first conversations that become clients, the share of clients
 * kept (or back) over a year, and what one new client is worth in dollars (for the KPIs counted in money).
 * They are a consultant's rough orders of magnitude, said as such in each KPI's `basis`; the user replaces
 * them with their own figures.
 */
export interface Baseline {
  perMonth: Partial<Record<ClientType, number>>;
  /** Percent of first conversations (consultations, quotes, proposals) that become clients. */
  win: number;
  /** Percent of clients kept, renewing or back within the year. */
  keep: number;
  /** Dollars one new client brings (fees, signed project value or, for wealth managers, assets). */
  value: number;
}

export const BASELINES: Record<string, Baseline> = {
  accountants: { perMonth: { b2b: 3, b2c: 10 }, win: 40, keep: 85, value: 6000 },
  architects: { perMonth: { b2b: 1, b2c: 1 }, win: 30, keep: 80, value: 40000 },
  bookkeepers: { perMonth: { b2b: 3 }, win: 40, keep: 90, value: 4000 },
  'business-coaches': { perMonth: { b2b: 2, b2c: 2 }, win: 35, keep: 70, value: 6000 },
  'business-lawyers': { perMonth: { b2b: 4 }, win: 40, keep: 75, value: 10000 },
  consultants: { perMonth: { b2b: 1 }, win: 30, keep: 60, value: 50000 },
  dentists: { perMonth: { b2c: 30 }, win: 65, keep: 70, value: 900 },
  engineers: { perMonth: { b2b: 3, b2c: 3 }, win: 35, keep: 60, value: 15000 },
  'estate-lawyers': { perMonth: { b2c: 6 }, win: 50, keep: 40, value: 3000 },
  'family-lawyers': { perMonth: { b2c: 5 }, win: 40, keep: 60, value: 8000 },
  'financial-advisors': { perMonth: { b2b: 1, b2c: 3 }, win: 40, keep: 92, value: 4000 },
  generic: { perMonth: { b2b: 3, b2c: 10 }, win: 35, keep: 75, value: 2000 },
  'home-contractors': { perMonth: { b2c: 6 }, win: 30, keep: 60, value: 15000 },
  'immigration-lawyers': { perMonth: { b2b: 1, b2c: 8 }, win: 45, keep: 90, value: 5000 },
  'injury-lawyers': { perMonth: { b2c: 4 }, win: 35, keep: 60, value: 20000 },
  'insurance-agents': { perMonth: { b2b: 4, b2c: 20 }, win: 35, keep: 88, value: 1500 },
  'it-services': { perMonth: { b2b: 2, b2c: 10 }, win: 35, keep: 90, value: 12000 },
  'marketing-agencies': { perMonth: { b2b: 1 }, win: 35, keep: 70, value: 36000 },
  'mortgage-brokers': { perMonth: { b2c: 6 }, win: 70, keep: 30, value: 4000 },
  nutritionists: { perMonth: { b2c: 8 }, win: 40, keep: 60, value: 900 },
  'personal-trainers': { perMonth: { b2b: 1, b2c: 8 }, win: 50, keep: 65, value: 1800 },
  photographers: { perMonth: { b2b: 3, b2c: 6 }, win: 40, keep: 30, value: 2500 },
  'physical-therapists': { perMonth: { b2c: 30 }, win: 70, keep: 75, value: 1200 },
  physicians: { perMonth: { b2b: 1, b2c: 60 }, win: 60, keep: 80, value: 600 },
  'property-managers': { perMonth: { b2b: 1, b2c: 2 }, win: 30, keep: 90, value: 3000 },
  'real-estate-agents': { perMonth: { b2b: 1, b2c: 2 }, win: 40, keep: 30, value: 9000 },
  recruiters: { perMonth: { b2b: 3, b2c: 3 }, win: 30, keep: 85, value: 20000 },
  'software-developers': { perMonth: { b2b: 1 }, win: 30, keep: 50, value: 60000 },
  'tax-professionals': { perMonth: { b2b: 5, b2c: 40 }, win: 50, keep: 80, value: 400 },
  therapists: { perMonth: { b2c: 8 }, win: 60, keep: 70, value: 3000 },
  veterinarians: { perMonth: { b2b: 2, b2c: 40 }, win: 30, keep: 75, value: 700 },
  'video-production': { perMonth: { b2b: 2, b2c: 2 }, win: 35, keep: 40, value: 12000 },
  'wealth-managers': { perMonth: { b2c: 1 }, win: 50, keep: 95, value: 1_500_000 },
  'web-designers': { perMonth: { b2b: 2 }, win: 40, keep: 60, value: 8000 },
};

export function baselineOf(id: string): Baseline {
  return BASELINES[id] ?? BASELINES.generic!;
}
