/**
 * No acknowledged write lost: what the clients were told (the ledger) against what PostgreSQL holds.
 * A write answered 2xx must be there (and the last acknowledged value must stand, unless a later write
 * with an unknown outcome may have replaced it); a delete answered 2xx must be gone.
 */
import pg from 'pg';

export async function compareWithDatabase(dbUrl, ledger) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const problems = [];
  try {
    const ids = (m) => [...m.keys()];
    const icps = new Map(
      (
        await db.query('SELECT id, name, user_id, status FROM icp.icps WHERE id = ANY($1::uuid[])', [
          ids(ledger.icps),
        ])
      ).rows.map((r) => [r.id, r]),
    );
    for (const [id, want] of ledger.icps) {
      const row = icps.get(id);
      if (!row) {
        problems.push(`icp ${id} (${want.name}) was acknowledged but is not in icp.icps`);
        continue;
      }
      if (row.name !== want.name || row.user_id !== want.userId)
        problems.push(`icp ${id}: name/owner ${row.name}/${row.user_id}, told ${want.name}/${want.userId}`);
      const allowed = allowedFinal(want.statuses, (w) => w.status);
      if (!allowed.has(row.status))
        problems.push(
          `icp ${id}: status ${row.status}, acknowledged history allows ${[...allowed].join('|')}`,
        );
    }

    const drafts = new Map(
      (
        await db.query('SELECT id, name, user_id, current_step FROM icp.drafts WHERE id = ANY($1::uuid[])', [
          ids(ledger.drafts),
        ])
      ).rows.map((r) => [r.id, r]),
    );
    for (const [id, want] of ledger.drafts) {
      const row = drafts.get(id);
      if (want.deleted === 'acked') {
        if (row) problems.push(`draft ${id}: deletion was acknowledged but the row is still there`);
        continue;
      }
      if (!row) {
        if (want.deleted !== 'unknown')
          problems.push(`draft ${id} was acknowledged but is not in icp.drafts`);
        continue;
      }
      if (row.user_id !== want.userId)
        problems.push(`draft ${id}: owner ${row.user_id}, told ${want.userId}`);
      const allowed = allowedFinal(want.writes, (w) => `${w.name}#${w.currentStep}`);
      const got = `${row.name}#${row.current_step}`;
      if (!allowed.has(got))
        problems.push(`draft ${id}: holds ${got}, acknowledged history allows ${[...allowed].join('|')}`);
    }

    const notes = new Map(
      (
        await db.query('SELECT id, note, icp_id, user_id FROM playbook.notes WHERE id = ANY($1::uuid[])', [
          ids(ledger.notes),
        ])
      ).rows.map((r) => [r.id, r]),
    );
    for (const [id, want] of ledger.notes) {
      const row = notes.get(id);
      if (!row) problems.push(`note ${id} (${want.note}) was acknowledged but is not in playbook.notes`);
      else if (row.note !== want.note || row.icp_id !== want.icpId || row.user_id !== want.userId)
        problems.push(
          `note ${id}: holds ${row.note}/${row.icp_id}/${row.user_id}, told ${want.note}/${want.icpId}`,
        );
    }
  } finally {
    await db.end();
  }
  return {
    checked: { icps: ledger.icps.size, drafts: ledger.drafts.size, notes: ledger.notes.size },
    writes: { ...ledger.counts },
    lost: problems.length,
    problems,
  };
}

/**
 * The values a row may hold after a sequence of writes made one after the other: the last acknowledged
 * one, or any later write whose outcome is unknown (it may have been applied without the answer arriving).
 */
function allowedFinal(writes, key) {
  let lastAcked = -1;
  writes.forEach((w, i) => {
    if (w.outcome === 'acked') lastAcked = i;
  });
  const allowed = new Set();
  if (lastAcked >= 0) allowed.add(key(writes[lastAcked]));
  for (let i = lastAcked + 1; i < writes.length; i++)
    if (writes[i].outcome === 'unknown') allowed.add(key(writes[i]));
  return allowed;
}
