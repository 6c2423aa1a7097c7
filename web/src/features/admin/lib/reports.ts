import type { AdminReports } from '@icp-studio/contracts';
import { displayName } from '@/lib/user-display';

/** "Nov 23" for a week's Monday (`YYYY-MM-DD`, a UTC day). */
export function weekLabel(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return weekStart;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The weekly chart's rows. */
export function weeklyRows(report: AdminReports) {
  return report.weeks.map((w) => ({
    week: weekLabel(w.weekStart),
    weekStart: w.weekStart,
    profiles: w.profiles,
    playbooks: w.playbooks,
  }));
}

/** "24 ICPs and 9 playbooks created in the last 12 weeks." */
export function weeklySummary(report: AdminReports): string {
  const profiles = report.weeks.reduce((n, w) => n + w.profiles, 0);
  const playbooks = report.weeks.reduce((n, w) => n + w.playbooks, 0);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${plural(profiles, 'ICP', 'ICPs')} and ${plural(playbooks, 'playbook', 'playbooks')} created in the last ${report.weeks.length} weeks.`;
}

export const hasWeeklyActivity = (report: AdminReports) =>
  report.weeks.some((w) => w.profiles > 0 || w.playbooks > 0);

/** The score chart's rows: each range, then the profiles without a score. */
export function scoreRows(report: AdminReports): { range: string; profiles: number; unscored: boolean }[] {
  return [
    ...report.scoreBuckets.map((b) => ({ range: b.label, profiles: b.count, unscored: false })),
    { range: 'Unscored', profiles: report.unscored, unscored: true },
  ];
}

/** "12 scored ICPs, most of them 60–79; 3 not scored yet." */
export function scoreSummary(report: AdminReports): string {
  const scored = report.scoreBuckets.reduce((n, b) => n + b.count, 0);
  const unscored = `${report.unscored} not scored yet`;
  if (scored === 0) return `No ICP has a quality score yet; ${unscored}.`;
  const top = report.scoreBuckets.reduce((best, b) => (b.count > best.count ? b : best));
  return `${scored} scored ${scored === 1 ? 'ICP' : 'ICPs'}, most of them ${top.label}; ${unscored}.`;
}

export const hasProfiles = (report: AdminReports) =>
  report.unscored > 0 || report.scoreBuckets.some((b) => b.count > 0);

/** The workload chart's rows, busiest advisor first (ties by name, as the server sends them). */
export function workloadRows(report: AdminReports): { advisor: string; clients: number }[] {
  return report.advisorWorkload
    .map((a) => ({ advisor: displayName({ ...a, email: '' }), clients: a.clientCount }))
    .sort((a, b) => b.clients - a.clients);
}

/** "7 clients among 3 advisors; the busiest, Ada Lovelace, has 4." */
export function workloadText(report: AdminReports): string {
  const rows = workloadRows(report);
  const clients = rows.reduce((n, r) => n + r.clients, 0);
  const advisors = `${rows.length} ${rows.length === 1 ? 'advisor' : 'advisors'}`;
  const busiest = rows[0];
  if (!busiest || busiest.clients === 0) return `${advisors}, none with clients yet.`;
  return `${clients} ${clients === 1 ? 'client' : 'clients'} among ${advisors}; the busiest, ${busiest.advisor}, has ${busiest.clients}.`;
}
