import type { AdvisorSummary } from '@icp-studio/contracts';

/** The Advisors page's figures: advisors, assigned clients, the average (one decimal), idle advisors. */
export function workloadSummary(advisors: readonly Pick<AdvisorSummary, 'clientCount'>[]): {
  advisors: number;
  clients: number;
  average: string;
  idle: number;
  busiest: number;
} {
  const clients = advisors.reduce((n, a) => n + a.clientCount, 0);
  const average = advisors.length ? clients / advisors.length : 0;
  return {
    advisors: advisors.length,
    clients,
    average: Number.isInteger(average) ? String(average) : average.toFixed(1),
    idle: advisors.filter((a) => a.clientCount === 0).length,
    busiest: Math.max(0, ...advisors.map((a) => a.clientCount)),
  };
}
