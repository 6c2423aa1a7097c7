import type { CockpitProfile, IcpCockpit } from '@icp-studio/contracts';
import { fieldSourcesOf } from './field-sources.js';
import { signOffOf } from './icp.mapper.js';
import type { CockpitOwnerRow } from './icps.repository.js';

const iso = (t: Date | string | null): string | null => (t ? new Date(t).toISOString() : null);

/**
 * A client's latest profile as the cockpit shows it (docs/product.md §18): the rubric figures (null
 * before the first score), the filled ledger fields and of them those the last ledger read found
 * observed in client data (docs/evidence.md: only observation is evidence), the owner's sign-off.
 */
export function toCockpitProfile(row: CockpitOwnerRow): CockpitProfile {
  const filled = Object.keys(fieldSourcesOf(row, row.fieldSources));
  const observed = new Set(row.observedFields ?? []);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    version: row.version,
    score:
      row.scoreOverall === null || row.scoreOverall === undefined
        ? null
        : {
            overall: row.scoreOverall,
            demographics: row.scoreDemographics ?? 0,
            psychographics: row.scorePsychographics ?? 0,
            painPoints: row.scorePainPoints ?? 0,
            needs: row.scoreNeeds ?? 0,
            channels: row.scoreChannels ?? 0,
          },
    evidence: { filled: filled.length, observed: filled.filter((f) => observed.has(f)).length },
    signOff: signOffOf(row),
  };
}

/** Every asked id answers: the owners without a row (or not visible) with zeros and null. */
export function toIcpCockpit(ids: readonly string[], rows: readonly CockpitOwnerRow[]): IcpCockpit {
  const out: IcpCockpit = {};
  for (const id of ids) out[id] = { profileCount: 0, profile: null, lastActivityAt: null };
  for (const r of rows) {
    out[r.userId] = { profileCount: r.total, profile: toCockpitProfile(r), lastActivityAt: iso(r.last) };
  }
  return out;
}
