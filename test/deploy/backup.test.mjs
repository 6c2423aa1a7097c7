// The pure parts of scripts/backup.mjs: retention, file names, fingerprints, manifest comparison.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  DEV_ENCRYPTION_KEY,
  dateOfBackup,
  keyFingerprint,
  retained,
  stamp,
  tableDifferences,
} from '../../scripts/backup.mjs';

const at = (s) => new Date(s);
const hours = (now, n) => Array.from({ length: n }, (_, i) => new Date(now.getTime() - i * 3600_000));

test('a backup file name carries its time, and nothing else is taken for a backup', () => {
  const d = at('2026-11-29T10:15:07Z');
  assert.equal(stamp(d), '20261129T101507Z');
  assert.deepEqual(dateOfBackup(`icp-studio-${stamp(d)}.tar`), d);
  assert.deepEqual(dateOfBackup(`/x/pre-restore-${stamp(d)}.tar`), d);
  assert.equal(dateOfBackup(`icp-studio-${stamp(d)}.tar.partial`), null);
  assert.equal(dateOfBackup('notes.txt'), null);
});

test('hourly backups for 40 days: 24 hourly, then one a day for the week, one a week for the month', () => {
  const now = at('2026-11-29T10:30:00Z');
  const all = hours(now, 40 * 24);
  const kept = [...retained(all, now)].sort((a, b) => b - a).map((t) => new Date(t));
  // The last 24 hours: every one (one per hour).
  const lastDay = kept.filter((d) => now - d < 24 * 3600_000);
  assert.equal(lastDay.length, 24);
  // Days 2 to 7: one per calendar day (the newest of the day).
  const week = kept.filter((d) => now - d >= 24 * 3600_000 && now - d < 7 * 24 * 3600_000);
  assert.ok(week.length >= 5 && week.length <= 7, `week: ${week.length}`);
  assert.equal(new Set(week.map((d) => d.toISOString().slice(0, 10))).size, week.length);
  // Older: at most one per week, none beyond five weeks.
  const older = kept.filter((d) => now - d >= 7 * 24 * 3600_000);
  assert.ok(older.length >= 3 && older.length <= 5, `older: ${older.length}`);
  assert.ok(older.every((d) => now - d < 35 * 24 * 3600_000));
  assert.ok(kept.length < 40, `kept ${kept.length} of ${all.length}`);
});

test('the newest backup is always kept, however old', () => {
  const now = at('2026-11-29T10:30:00Z');
  const old = at('2025-01-01T00:00:00Z');
  assert.deepEqual([...retained([old], now)], [old.getTime()]);
});

test('a fingerprint tells keys apart without revealing them', () => {
  const a = Buffer.alloc(32, 1).toString('base64');
  const b = Buffer.alloc(32, 2).toString('base64');
  assert.match(keyFingerprint(a), /^sha256:[0-9a-f]{16}$/);
  assert.notEqual(keyFingerprint(a), keyFingerprint(b));
  assert.equal(keyFingerprint(a), keyFingerprint(a));
  assert.ok(!keyFingerprint(a).includes(a));
});

test("the development key is the ai service's own", () => {
  const src = readFileSync(new URL('../../services/ai/src/config.ts', import.meta.url), 'utf8');
  const m = /DEV_ENCRYPTION_KEY = Buffer\.from\('([^']+)'\)/.exec(src);
  assert.ok(m, 'services/ai/src/config.ts defines DEV_ENCRYPTION_KEY');
  assert.equal(Buffer.from(m[1]).toString('base64'), DEV_ENCRYPTION_KEY);
});

test('manifest comparison names each table that differs, and how', () => {
  const want = {
    'icp.icps': { rows: 2, hash: 'a' },
    'auth.users': { rows: 1, hash: 'b' },
    'ai.x': { rows: 0, hash: '' },
  };
  assert.deepEqual(tableDifferences(want, structuredClone(want)), []);
  const got = {
    'icp.icps': { rows: 1, hash: 'a' },
    'auth.users': { rows: 1, hash: 'c' },
    'playbook.y': { rows: 0, hash: '' },
  };
  assert.deepEqual(tableDifferences(want, got), [
    'icp.icps: 1 rows, the backup had 2',
    'auth.users: same 1 rows, different content',
    'ai.x: missing',
    'playbook.y: not in the backup',
  ]);
});
