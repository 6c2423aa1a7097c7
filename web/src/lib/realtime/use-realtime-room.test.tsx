import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient, makeUser } from '@/test/render';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { noteKeys } from '@/lib/query-keys/note-keys';
import { onSessionExpired } from '@/lib/session-events';
import {
  IDLE_CLOSE_MS,
  RECONNECT_DELAY_MS,
  realtimeUrl,
  resetRealtimeConnection,
} from './realtime-connection';
import { useRealtimeRoom } from './use-realtime-room';

const PB = '33333333-3333-4333-8333-333333333333';
const ICP = '22222222-2222-4222-8222-222222222222';
const ME = makeUser('client').id;

function setup(room: string | null = `playbook:${PB}`) {
  const queryClient = makeQueryClient('client');
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ r }: { r: string | null }) => useRealtimeRoom(r), {
    wrapper,
    initialProps: { r: room },
  });
  return { ...hook, queryClient, invalidate };
}

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  resetRealtimeConnection();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('useRealtimeRoom', () => {
  it('builds ws:// or wss:// /ws?userId= from the page', () => {
    expect(realtimeUrl('u1', { protocol: 'http:', host: 'app.test:8080' })).toBe(
      'ws://app.test:8080/ws?userId=u1',
    );
    expect(realtimeUrl('u 1', { protocol: 'https:', host: 'app.test' })).toBe(
      'wss://app.test/ws?userId=u%201',
    );
  });

  it('opens /ws?userId= for the signed-in user and joins the room once open', () => {
    const { result } = setup();
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.last;
    expect(socket.url).toMatch(new RegExp(`^ws://[^/]+/ws\\?userId=${ME}$`));
    expect(result.current.status).toBe('connecting');

    act(() => socket.serverOpen());
    expect(socket.messages).toEqual([{ type: 'join', room: `playbook:${PB}` }]);
    expect(result.current.status).toBe('open');
  });

  it("refetches the room's notes on each note event, and ignores other rooms and types", () => {
    const { invalidate } = setup();
    const socket = FakeWebSocket.last;
    act(() => socket.serverOpen());

    for (const type of ['note_added', 'note_updated', 'task_assigned', 'task_completed']) {
      act(() => socket.serverSend({ type, room: `playbook:${PB}`, noteId: PB, icpId: null, playbookId: PB }));
    }
    expect(invalidate).toHaveBeenCalledTimes(4);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: noteKeys.list({ playbookId: PB }) });

    invalidate.mockClear();
    act(() => socket.serverSend({ type: 'joined', room: `playbook:${PB}` }));
    act(() => socket.serverSend({ type: 'note_added', room: `icp:${ICP}`, noteId: PB }));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('only logs unreadable messages, server errors and socket errors', () => {
    const { invalidate } = setup();
    const socket = FakeWebSocket.last;
    act(() => socket.serverOpen());
    expect(() =>
      act(() => {
        socket.serverSend('not json {');
        socket.serverSend({ type: 'error', message: 'Not allowed', room: `playbook:${PB}` });
        socket.serverError();
      }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('reconnects 3000 ms after a close, re-joins, and refetches what may have been missed', () => {
    const { invalidate, result } = setup();
    const first = FakeWebSocket.last;
    act(() => first.serverOpen());

    act(() => first.serverClose(1006));
    expect(result.current.status).toBe('closed');
    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1));
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(RECONNECT_DELAY_MS).toBe(3000);
    expect(FakeWebSocket.instances).toHaveLength(2);

    const second = FakeWebSocket.last;
    act(() => second.serverOpen());
    expect(second.messages).toEqual([{ type: 'join', room: `playbook:${PB}` }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: noteKeys.list({ playbookId: PB }) });
    expect(result.current.status).toBe('open');
  });

  it('keeps trying every 3000 ms while the server is unreachable', () => {
    setup();
    act(() => FakeWebSocket.last.serverClose(1006));
    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS));
    act(() => FakeWebSocket.last.serverClose(1006));
    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS));
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('does not reconnect when the server says the session ended (4401)', () => {
    setup();
    act(() => FakeWebSocket.last.serverOpen());
    act(() => FakeWebSocket.last.serverClose(4401));
    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('reports the end of the session after a 4401 when the check says signed out', async () => {
    const check = vi.fn(async () => Response.json({ authenticated: false, user: null }));
    vi.stubGlobal('fetch', check);
    const ended = vi.fn();
    const stop = onSessionExpired(ended);
    setup();
    act(() => FakeWebSocket.last.serverOpen());
    await act(async () => FakeWebSocket.last.serverClose(4401));
    expect(check).toHaveBeenCalledWith('/api/auth/check', expect.anything());
    expect(ended).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3));
    expect(FakeWebSocket.instances).toHaveLength(1);
    stop();
  });

  it('reconnects at once after a 4401 when the session lives on (a password changed here)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ authenticated: true, user: makeUser('client') })),
    );
    const ended = vi.fn();
    const stop = onSessionExpired(ended);
    const { result } = setup();
    act(() => FakeWebSocket.last.serverOpen());
    await act(async () => FakeWebSocket.last.serverClose(4401));
    expect(ended).not.toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(2);
    act(() => FakeWebSocket.last.serverOpen());
    expect(result.current.status).toBe('open');
    expect(FakeWebSocket.last.messages).toContainEqual({ type: 'join', room: `playbook:${PB}` });
    // A 4401 on the new socket before it opens is the end, whatever the check says.
    await act(async () => FakeWebSocket.last.serverClose(4401));
    expect(FakeWebSocket.instances).toHaveLength(3);
    await act(async () => FakeWebSocket.last.serverClose(4401));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    stop();
  });

  it('leaves the room on unmount and closes the socket once no room is left', () => {
    const { unmount } = setup();
    const socket = FakeWebSocket.last;
    act(() => socket.serverOpen());
    unmount();
    expect(socket.messages).toContainEqual({ type: 'leave', room: `playbook:${PB}` });
    expect(socket.readyState).toBe(FakeWebSocket.OPEN);
    act(() => vi.advanceTimersByTime(IDLE_CLOSE_MS));
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    // A closed-on-purpose socket is not reopened.
    act(() => vi.advanceTimersByTime(RECONNECT_DELAY_MS * 2));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('shares one socket between rooms and switches rooms without reconnecting', () => {
    const a = setup(`playbook:${PB}`);
    const b = setup(`icp:${ICP}`);
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.last;
    act(() => socket.serverOpen());
    expect(socket.messages).toEqual([
      { type: 'join', room: `playbook:${PB}` },
      { type: 'join', room: `icp:${ICP}` },
    ]);

    act(() => socket.serverSend({ type: 'task_completed', room: `icp:${ICP}`, noteId: ICP }));
    expect(b.invalidate).toHaveBeenCalledWith({ queryKey: noteKeys.list({ icpId: ICP }) });
    expect(a.invalidate).not.toHaveBeenCalled();

    a.rerender({ r: `icp:${PB}` });
    expect(socket.messages.slice(-2)).toEqual([
      { type: 'leave', room: `playbook:${PB}` },
      { type: 'join', room: `icp:${PB}` },
    ]);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('does nothing without a room', () => {
    const { result } = setup(null);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(result.current.status).toBe('idle');
  });
});
