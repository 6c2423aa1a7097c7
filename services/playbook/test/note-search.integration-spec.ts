import {
  PLAYBOOK,
  noteSearchResultSchema,
  type Icp,
  type Note,
  type NoteSearchResult,
  type Page,
  type Playbook,
} from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

describe('playbook service: the header search over notes (GET /api/notes/search)', () => {
  let s: Stack;
  let alice: Person; // client, assigned to ann
  let bob: Person; // client, nobody's
  let ann: Person; // advisor of alice
  let ned: Person; // advisor of nobody
  let aliceIcp: Icp;
  let bobIcp: Icp;
  let alicePlan: Playbook;
  let aliceOnProfile: Note; // by alice on her profile
  let annOnPlaybook: Note; // by ann on alice's playbook (a task)
  let bobOwn: Note; // by bob on his profile
  let percent: Note; // "50% off" (alice)
  let underscore: Note; // "snake_case" (alice)
  let decoys: Note[]; // "500 off", "snakeXcase" (alice): what unescaped wildcards would find

  const add = (who: Person, body: object) => s.call<Note>(PLAYBOOK.createNote, body, who);
  const search = (who: Person | null, query: object) =>
    s.call<Page<NoteSearchResult>>(PLAYBOOK.searchNotes, query, who);
  const ids = async (who: Person, text: string) =>
    (await search(who, { search: text })).items.map((n) => n.id);

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
    aliceIcp = await s.createIcp(alice, 'Dental practices in Texas');
    bobIcp = await s.createIcp(bob, 'Bakeries in Ohio');
    alicePlan = await s.call<Playbook>(PLAYBOOK.create, { icpId: aliceIcp.id, name: 'Q1 plan' }, alice);

    aliceOnProfile = await add(alice, { icpId: aliceIcp.id, note: 'Call the Harbor clinic about pricing' });
    annOnPlaybook = await add(ann, {
      playbookId: alicePlan.id,
      note: 'Draft the HARBOR email sequence',
      isTask: true,
    });
    bobOwn = await add(bob, { icpId: bobIcp.id, note: 'Harbor bakery wants a quote' });
    percent = await add(alice, { icpId: aliceIcp.id, note: 'Offer 50% off the first month' });
    underscore = await add(alice, { icpId: aliceIcp.id, note: 'Rename the snake_case fields' });
    decoys = [
      await add(alice, { icpId: aliceIcp.id, note: 'Offer 500 off the setup' }),
      await add(alice, { icpId: aliceIcp.id, note: 'Rename the snakeXcase fields' }),
    ];
  });
  afterAll(async () => {
    await s?.close();
  });

  it("finds the caller's own notes by their text, case-insensitive, newest first, each with its item named", async () => {
    const page = await search(alice, { search: 'harbor' });
    expect(page.items.map((n) => n.id)).toEqual([annOnPlaybook.id, aliceOnProfile.id]);
    expect(page).toMatchObject({ total: 2, offset: 0 });
    for (const n of page.items) expect(noteSearchResultSchema.parse(n)).toEqual(n);
    expect(page.items[0]).toMatchObject({ playbookId: alicePlan.id, icpId: null, itemName: 'Q1 plan' });
    expect(page.items[1]).toMatchObject({
      icpId: aliceIcp.id,
      playbookId: null,
      itemName: 'Dental practices in Texas',
      note: 'Call the Harbor clinic about pricing',
    });
    // Surrounding blanks are not part of the search.
    expect(await ids(alice, '  HARBOR  ')).toEqual([annOnPlaybook.id, aliceOnProfile.id]);
  });

  it("an advisor finds their assigned client's notes and not others'; an advisor of nobody finds none", async () => {
    expect(await ids(ann, 'harbor')).toEqual([annOnPlaybook.id, aliceOnProfile.id]);
    expect(await ids(ann, 'harbor')).not.toContain(bobOwn.id);
    expect((await search(ned, { search: 'harbor' })).total).toBe(0);
  });

  it("a client never finds another client's notes; an admin finds every one", async () => {
    expect(await ids(bob, 'harbor')).toEqual([bobOwn.id]);
    expect(await ids(alice, 'harbor')).not.toContain(bobOwn.id);
    expect(await ids(bob, 'clinic')).toEqual([]);
    expect(await ids(s.admin, 'harbor')).toEqual([bobOwn.id, annOnPlaybook.id, aliceOnProfile.id]);
  });

  it('takes % and _ literally, not as wildcards', async () => {
    expect(await ids(alice, '50%')).toEqual([percent.id]);
    expect(await ids(alice, 'snake_case')).toEqual([underscore.id]);
    expect(await ids(alice, '%')).toEqual([percent.id]);
    expect(await ids(alice, '_')).toEqual([underscore.id]);
    for (const d of decoys) {
      expect(await ids(alice, '50%')).not.toContain(d.id);
      expect(await ids(alice, 'snake_case')).not.toContain(d.id);
    }
  });

  it('pages with limit and offset, the total over every page', async () => {
    const first = await search(alice, { search: 'harbor', limit: 1, offset: 0 });
    const second = await search(alice, { search: 'harbor', limit: 1, offset: 1 });
    expect(first).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect([...first.items, ...second.items].map((n) => n.id)).toEqual([annOnPlaybook.id, aliceOnProfile.id]);
  });

  it('refuses an empty, blank, missing or too long search with 400, and an anonymous caller with 401', async () => {
    for (const query of [{ search: '' }, { search: '   ' }, {}]) {
      const err = await rpcError(search(alice, query));
      expect(err).toMatchObject({ status: 400 });
      expect(err.message).toMatch(/search text is required/i);
    }
    const long = await rpcError(search(alice, { search: 'x'.repeat(201) }));
    expect(long).toMatchObject({ status: 400 });
    expect(long.message).toMatch(/at most 200 characters/);
    expect(await rpcError(search(null, { search: 'harbor' }))).toMatchObject({ status: 401 });
  });
});
