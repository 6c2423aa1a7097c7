import type { Icp } from '@icp-studio/contracts';
import type { RealtimeHandle } from '../src/app.js';
import { eventually, http, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';
import { openSocket, pause, refusal, type TestSocket } from './ws-client.js';

useOwnSubjectPrefix();

const HEARTBEAT_MS = 150;

describe('realtime service: instances, heartbeats, shutdown', () => {
  let s: Stack;
  let alice: Person; // client
  let ann: Person; // advisor, assigned to alice
  let aliceIcp: Icp;
  let room: string;
  const open: TestSocket[] = [];

  async function connect(who: Person, base: string, opts: { autoPong?: boolean } = {}): Promise<TestSocket> {
    const socket = await openSocket(base, { cookie: who.cookie, userId: who.user.id, ...opts });
    open.push(socket);
    return socket;
  }

  beforeAll(async () => {
    s = await startStack({ realtimeEnv: { HEARTBEAT_INTERVAL_MS: String(HEARTBEAT_MS) } });
    alice = await s.signUp('Alice');
    ann = await s.makeAdvisor(await s.signUp('Ann'));
    await s.assign(alice, ann);
    aliceIcp = await s.createIcp(alice, 'Dental practices in Texas');
    room = `icp:${aliceIcp.id}`;
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((socket) => socket.close()));
  });

  afterAll(async () => {
    await s?.close();
  });

  it('answers /health with its NATS and Redis checks', async () => {
    const res = await http(s.realtime.url, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', service: 'realtime', checks: { nats: 'ok', redis: 'ok' } });
    expect((await http(s.realtime.url, 'GET', '/live')).status).toBe(200);
  });

  it('runs side by side: each instance delivers every event to its own sockets', async () => {
    const second = await s.startRealtime();
    try {
      const onFirst = await connect(ann, s.realtime.url);
      const onSecond = await connect(alice, second.url);
      const onSecondToo = await connect(ann, second.url);
      for (const socket of [onFirst, onSecond, onSecondToo]) await socket.join(room);
      expect(s.realtime.stats()).toMatchObject({ sockets: 1, rooms: 1, memberships: 1 });
      expect(second.stats()).toMatchObject({ sockets: 2, users: 2, rooms: 1, memberships: 2 });

      const before = [s.realtime.stats().delivered, second.stats().delivered];
      const note = await s.addNote(alice, { icpId: aliceIcp.id, note: 'For everyone' });
      for (const socket of [onFirst, onSecond, onSecondToo]) {
        expect(await socket.next((m) => m.noteId === note.id)).toMatchObject({ type: 'note_added', room });
      }
      await pause(200);
      // Each socket got it once: from its own instance, never from the other.
      for (const socket of [onFirst, onSecond, onSecondToo]) expect(socket.about(note.id)).toHaveLength(1);
      expect(s.realtime.stats().delivered - before[0]!).toBe(1);
      expect(second.stats().delivered - before[1]!).toBe(2);
    } finally {
      await second.close();
    }
  });

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const silent = await connect(alice, s.realtime.url, { autoPong: false });
    const healthy = await connect(alice, s.realtime.url);
    const { code } = await silent.closed;
    expect(code).toBe(1006); // cut, without a closing handshake
    expect(silent.pings).toBeGreaterThanOrEqual(1);
    await pause(HEARTBEAT_MS * 3);
    expect(healthy.pings).toBeGreaterThanOrEqual(2);
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
    expect(await healthy.join(room)).toEqual({ type: 'joined', room });
  });

  it('closes the socket of a session that ended without a word (expired) at the next heartbeat', async () => {
    const tab = await s.signIn(alice);
    const socket = await connect(tab, s.realtime.url);
    const other = await connect(alice, s.realtime.url);
    // The idle timeout: Redis drops the session's key, and nobody publishes anything.
    const sid = decodeURIComponent(tab.cookie.split('=')[1]!).slice(2).split('.')[0]!;
    expect(await s.redis.del(`${s.redisKeyPrefix}sess:${sid}`)).toBe(1);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' });
    await pause(HEARTBEAT_MS * 2);
    expect(other.ws.readyState).toBe(other.ws.OPEN);
  });

  it('closes its sockets with 1001 on shutdown, and refuses new ones', async () => {
    const doomed: RealtimeHandle = await s.startRealtime();
    const socket = await connect(alice, doomed.url);
    await socket.join(room);
    await doomed.close();
    expect(await socket.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
    expect(doomed.stats().sockets).toBe(0);
    await expect(refusal(doomed.url, { cookie: alice.cookie })).rejects.toThrow(/ECONNREFUSED/);
  });

  it('caps the sockets of one user on an instance (429)', async () => {
    const capped = await s.startRealtime({ MAX_SOCKETS_PER_USER: '2' });
    try {
      await connect(alice, capped.url);
      await connect(alice, capped.url);
      expect(await refusal(capped.url, { cookie: alice.cookie })).toBe(429);
      await connect(ann, capped.url);
      await open.shift()!.close();
      await eventually(() => capped.stats().sockets === 2);
      await connect(alice, capped.url);
    } finally {
      await capped.close();
    }
  });
});
