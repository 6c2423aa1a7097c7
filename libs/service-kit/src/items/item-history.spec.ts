import { z } from 'zod';
import type { Actor } from '@icp-studio/contracts';
import { DomainError } from '../errors.js';
import { ItemHistory, VERSION_NOT_FOUND, VERSION_NOT_RESTORABLE } from './item-history.js';
import type { VersionRecord } from './version-record.js';

interface BriefVersion extends VersionRecord {
  briefId: string;
}

const actor = { id: 'u1', role: 'client' } as unknown as Actor;
const row = (version: number, content: Record<string, unknown>): BriefVersion => ({
  id: `v${version}`,
  briefId: 'b1',
  version,
  authorId: 'u1',
  authorName: 'Ann',
  createdAt: new Date('2026-11-29T10:00:00Z'),
  changedFields: version === 1 ? [] : ['title'],
  restoredFrom: null,
  content,
});

/** A third kind of item: a campaign brief, with nothing but its adapter. */
function briefs(visible: boolean) {
  const rows = [row(2, { title: 'Spring' }), row(1, { title: '' })];
  const saved: unknown[] = [];
  const history = new ItemHistory(
    {
      findPage: (_id, page) =>
        Promise.resolve({ rows: rows.slice(page.offset, page.offset + page.limit), total: rows.length }),
      findOne: (_id, version) => Promise.resolve(rows.find((r) => r.version === version) ?? null),
    },
    {
      findVisible: (_a: Actor, id: string) =>
        visible
          ? Promise.resolve({ id, owner: 'u1' })
          : Promise.reject(DomainError.notFound('Brief not found')),
      fieldsSchema: z.object({ title: z.string().min(1), owner: z.string() }),
      restorable: (r: BriefVersion, current: { owner: string }) => ({ ...r.content, owner: current.owner }),
      save: (_a: Actor, id: string, fields: { title: string }, r: BriefVersion) => {
        saved.push({ id, fields, restoredFrom: r.version });
        return Promise.resolve({ id, ...fields });
      },
    },
  );
  return { history, saved };
}

describe('ItemHistory: one history for every kind of item', () => {
  it('pages the versions newest first as summaries, and shows one with its content', async () => {
    const { history } = briefs(true);
    const page = await history.list(actor, 'b1', { limit: 1, offset: 0 });
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(page.items).toEqual([
      {
        version: 2,
        authorId: 'u1',
        authorName: 'Ann',
        createdAt: '2026-11-29T10:00:00.000Z',
        changedFields: ['title'],
        restoredFrom: null,
      },
    ]);
    expect((await history.get(actor, 'b1', 2)).content).toEqual({ title: 'Spring' });
  });

  it("answers the kind's own 404 to whoever may not see the item, and 404 for a missing version", async () => {
    await expect(briefs(false).history.list(actor, 'b1', { limit: 5, offset: 0 })).rejects.toMatchObject({
      status: 404,
      message: 'Brief not found',
    });
    await expect(briefs(true).history.get(actor, 'b1', 9)).rejects.toMatchObject({
      status: 404,
      message: VERSION_NOT_FOUND,
    });
  });

  it('restores through the adapter, with what the item keeps; 400 for a version the schema refuses', async () => {
    const { history, saved } = briefs(true);
    await history.restore(actor, 'b1', 2);
    expect(saved).toEqual([{ id: 'b1', fields: { title: 'Spring', owner: 'u1' }, restoredFrom: 2 }]);
    await expect(history.restore(actor, 'b1', 1)).rejects.toMatchObject({
      status: 400,
      message: VERSION_NOT_RESTORABLE,
    });
  });
});
