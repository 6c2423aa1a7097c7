import type { Icp, Playbook } from '@icp-studio/contracts';
import { waitFor } from '@icp-studio/service-kit/testing';
import { eventually, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';
import { openSocket, pause, type Message, type TestSocket } from './ws-client.js';

useOwnSubjectPrefix();

/** Presence on profile and playbook pages (docs/product.md §4), over real NATS, across two instances. */
describe('realtime presence', () => {
  let s: Stack;
  let alice: Person; // client
  let ann: Person; // advisor, assigned to alice
  let bob: Person; // another client: may not see alice's items
  let aliceIcp: Icp;
  let alicePlan: Playbook;
  let icpRoom: string;
  let planRoom: string;
  const open: TestSocket[] = [];

  async function connect(who: Person, base = s.realtime.url): Promise<TestSocket> {
    const socket = await openSocket(base, { cookie: who.cookie, userId: who.user.id });
    open.push(socket);
    return socket;
  }

  /** The latest presence list the socket received for `room` (waits until `match` holds for it). */
  async function presenceOf(
    socket: TestSocket,
    room: string,
    match: (members: Message[]) => boolean,
  ): Promise<Message[]> {
    return waitFor(
      () => {
        const lists = socket.messages.filter((m) => m.type === 'presence' && m.room === room);
        const last = lists.at(-1)?.members as Message[] | undefined;
        return last && match(last) ? last : undefined;
      },
      5000,
      `a presence list of ${room}`,
    );
  }

  beforeAll(async () => {
    s = await startStack();
    alice = await s.signUp('Alice');
    ann = await s.makeAdvisor(await s.signUp('Ann'));
    bob = await s.signUp('Bob');
    await s.assign(alice, ann);
    aliceIcp = await s.createIcp(alice, 'Dental practices in Texas');
    alicePlan = await s.createPlaybook(alice, aliceIcp, 'Q1 plan');
    icpRoom = `icp:${aliceIcp.id}`;
    planRoom = `playbook:${alicePlan.id}`;
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((socket) => socket.close()));
    // Closed sockets' presence is gone before the next test reads a list.
    await pause(100);
  });

  afterAll(async () => {
    await s?.close();
  });

  it("two members of a room see each other's field focus, with names and times", async () => {
    const a = await connect(alice);
    const b = await connect(ann);
    // A presence message joins the room itself (with the same access check as a join).
    a.send({ type: 'presence', room: icpRoom, field: null });
    expect(await a.next((m) => m.type === 'joined')).toMatchObject({ room: icpRoom });
    b.send({ type: 'presence', room: icpRoom, field: 'Value proposition' });

    const seenByAlice = await presenceOf(a, icpRoom, (m) =>
      m.some((x) => x.userId === ann.user.id && x.field === 'Value proposition'),
    );
    expect(seenByAlice).toHaveLength(2);
    expect(seenByAlice.find((x) => x.userId === ann.user.id)).toMatchObject({ name: 'Ann Tester' });
    expect(seenByAlice.find((x) => x.userId === alice.user.id)).toMatchObject({
      name: 'Alice Tester',
      field: null,
    });
    expect(Date.parse(seenByAlice[0]!.since)).toBeGreaterThan(Date.now() - 60_000);

    a.send({ type: 'presence', room: icpRoom, field: 'Pain points' });
    await presenceOf(b, icpRoom, (m) =>
      m.some((x) => x.userId === alice.user.id && x.field === 'Pain points'),
    );

    // presence_leave: Ann is no longer there for Alice, and Ann's socket stays in the room.
    b.send({ type: 'presence_leave', room: icpRoom });
    await presenceOf(a, icpRoom, (m) => m.length === 1 && m[0]!.userId === alice.user.id);
  });

  it('someone who may not see the item is refused and never sees the list', async () => {
    const a = await connect(alice);
    a.send({ type: 'presence', room: planRoom, field: 'Goals' });
    await a.next((m) => m.type === 'joined' && m.room === planRoom);

    const intruder = await connect(bob);
    intruder.send({ type: 'presence', room: planRoom, field: 'Goals' });
    expect(await intruder.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      room: planRoom,
      message: 'Not allowed',
    });
    await pause(300);
    expect(intruder.messages.some((m) => m.type === 'presence')).toBe(false);
    // Alice's list never had him.
    const lists = a.messages.filter((m) => m.type === 'presence');
    expect(lists.every((l) => (l.members as Message[]).every((x) => x.userId !== bob.user.id))).toBe(true);
  });

  it('a bad presence message gets an error frame and the socket stays open', async () => {
    const a = await connect(alice);
    a.send({ type: 'presence', room: icpRoom, field: '<script>' });
    a.send({ type: 'presence', room: icpRoom, field: 'x'.repeat(81) });
    expect(await a.next((m) => m.type === 'error')).toEqual({ type: 'error', message: 'Invalid field' });
    a.send({ type: 'presence', room: icpRoom });
    a.send({ type: 'presence_leave', room: 'icp:nope' });
    await eventually(() => a.messages.filter((m) => m.type === 'error').length === 4, 5000);
    expect(a.messages.filter((m) => m.type === 'error').map((m) => m.message)).toEqual([
      'Invalid field',
      'Invalid field',
      'Invalid message',
      'Invalid room',
    ]);
    expect(await a.join(icpRoom)).toEqual({ type: 'joined', room: icpRoom });
  });

  it("closing the socket removes its presence from the others' list", async () => {
    const a = await connect(alice);
    const b = await connect(ann);
    a.send({ type: 'presence', room: icpRoom, field: null });
    b.send({ type: 'presence', room: icpRoom, field: 'Preferred channels' });
    await presenceOf(a, icpRoom, (m) => m.some((x) => x.userId === ann.user.id));
    await b.close();
    await presenceOf(a, icpRoom, (m) => m.length === 1 && m[0]!.userId === alice.user.id);
  });

  it('a socket joining the room later gets the current list at once', async () => {
    const b = await connect(ann);
    b.send({ type: 'presence', room: icpRoom, field: 'Preferred channels' });
    await b.next((m) => m.type === 'presence');
    const a = await connect(alice);
    expect(await a.join(icpRoom)).toEqual({ type: 'joined', room: icpRoom });
    await presenceOf(a, icpRoom, (m) =>
      m.some((x) => x.userId === ann.user.id && x.field === 'Preferred channels'),
    );
  });

  it('two instances share presence over NATS, and a closed socket leaves both', async () => {
    const second = await s.startRealtime();
    const a = await connect(alice);
    const b = await connect(ann, second.url);
    a.send({ type: 'presence', room: planRoom, field: null });
    await a.next((m) => m.type === 'joined' && m.room === planRoom);
    b.send({ type: 'presence', room: planRoom, field: 'Goals' });
    await presenceOf(a, planRoom, (m) => m.some((x) => x.userId === ann.user.id && x.field === 'Goals'));
    await presenceOf(b, planRoom, (m) => m.some((x) => x.userId === alice.user.id && x.field === null));

    await b.close();
    await presenceOf(a, planRoom, (m) => m.length === 1 && m[0]!.userId === alice.user.id);
    await second.close();
  });

  it('an instance that starts later learns the presence already there', async () => {
    const a = await connect(alice);
    a.send({ type: 'presence', room: icpRoom, field: 'Goals' });
    await a.next((m) => m.type === 'presence');
    const late = await s.startRealtime();
    const b = await connect(ann, late.url);
    // Its hello at start-up was answered: the list is there on the join.
    expect(await b.join(icpRoom)).toEqual({ type: 'joined', room: icpRoom });
    await presenceOf(b, icpRoom, (m) => m.some((x) => x.userId === alice.user.id && x.field === 'Goals'));
    await late.close();
  });
});
