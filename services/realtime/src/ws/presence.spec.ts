import { PresenceBoard } from './presence.js';

const ROOM = 'icp:00000000-0000-4000-8000-000000000001';
const ANN = { userId: '00000000-0000-4000-8000-00000000000a', name: 'Ann Tester' };
const BOB = { userId: '00000000-0000-4000-8000-00000000000b', name: 'Bob Tester' };

function board(instance = 'one') {
  let now = 1_000_000;
  const b = new PresenceBoard({ instance, ttlMs: 30_000, now: () => now });
  return { b, advance: (ms: number) => (now += ms) };
}

describe('PresenceBoard', () => {
  it('tells a change from a refresh, and keeps one entry per user (the one editing)', () => {
    const { b, advance } = board();
    expect(b.set(ROOM, 1, ANN, null)).toBe(true);
    expect(b.set(ROOM, 1, ANN, null)).toBe(false);
    advance(1000);
    expect(b.set(ROOM, 2, ANN, 'Pain points')).toBe(true);
    expect(b.members(ROOM)).toEqual([
      { ...ANN, field: 'Pain points', since: new Date(1_001_000).toISOString() },
    ]);
    expect(b.remove(ROOM, 2)).toBe(true);
    expect(b.members(ROOM)).toEqual([{ ...ANN, field: null, since: new Date(1_000_000).toISOString() }]);
    expect(b.removeSocket(1)).toEqual([ROOM]);
    expect(b.members(ROOM)).toEqual([]);
  });

  it('forgets presence not refreshed within the TTL', () => {
    const { b, advance } = board();
    b.set(ROOM, 1, ANN, null);
    b.set(ROOM, 2, BOB, null);
    advance(20_000);
    b.set(ROOM, 2, BOB, null); // Bob's page refreshes
    advance(15_000);
    expect(b.sweep()).toEqual([ROOM]);
    expect(b.members(ROOM).map((m) => m.userId)).toEqual([BOB.userId]);
  });

  it("keeps the union with other instances' reports, ignores its own, and expires a silent instance", () => {
    const { b, advance } = board('one');
    const other = board('two').b;
    other.set(ROOM, 7, BOB, 'Goals');
    b.set(ROOM, 1, ANN, null);
    expect(b.receive(b.report())).toEqual([]);
    expect(b.receive(other.report())).toEqual([ROOM]);
    expect(b.receive(other.report())).toEqual([]); // the same again: no change
    expect(b.members(ROOM).map((m) => [m.name, m.field])).toEqual([
      ['Ann Tester', null],
      ['Bob Tester', 'Goals'],
    ]);
    advance(31_000);
    b.set(ROOM, 1, ANN, null);
    expect(b.sweep()).toEqual([ROOM]);
    expect(b.members(ROOM).map((m) => m.name)).toEqual(['Ann Tester']);
    // An empty report: nobody of that instance is there any more.
    b.receive(other.report());
    other.removeSocket(7);
    expect(b.receive(other.report([ROOM]))).toEqual([ROOM]);
    expect(b.members(ROOM).map((m) => m.name)).toEqual(['Ann Tester']);
  });
});
