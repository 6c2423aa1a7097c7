import type { PresenceMember } from '@icp-studio/contracts';
import { ChakraProvider, Input } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-connection';
import { system } from '@/lib/theme';
import { PRESENCE_FOCUS_DEBOUNCE_MS, PRESENCE_REFRESH_MS, describeChange } from '@/lib/realtime/use-presence';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { makeQueryClient, makeUser } from '@/test/render';
import { PresenceBar } from './presence-bar';
import { PresenceScope } from './presence-scope';

const PB = '33333333-3333-4333-8333-333333333333';
const ROOM = `playbook:${PB}`;
const ME = makeUser('client');
const FIONA = '44444444-4444-4444-8444-444444444444';
const SAM = '55555555-5555-4555-8555-555555555555';

function member(userId: string, name: string, field: string | null): PresenceMember {
  return { userId, name, field, since: '2026-01-01T10:00:00.000Z' };
}

function Page({ room = ROOM }: { room?: string }) {
  return (
    <PresenceScope room={room}>
      <PresenceBar />
      <FormField label="Value proposition">
        <Input />
      </FormField>
      <FormField label="Market positioning">
        <Input />
      </FormField>
    </PresenceScope>
  );
}

function setup() {
  const utils = render(
    <QueryClientProvider client={makeQueryClient(ME)}>
      <ChakraProvider value={system}>
        <Page />
      </ChakraProvider>
    </QueryClientProvider>,
  );
  const socket = FakeWebSocket.last;
  act(() => socket.serverOpen());
  const send = (members: PresenceMember[]) =>
    act(() => socket.serverSend({ type: 'presence', room: ROOM, members }));
  return { ...utils, socket, send };
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

describe('PresenceBar and PresenceScope', () => {
  it('joins the room and says the user is viewing once the socket is open', () => {
    const { socket } = setup();
    expect(socket.messages).toEqual([
      { type: 'join', room: ROOM },
      { type: 'presence', room: ROOM, field: null },
    ]);
  });

  it('lists the others (never the user), in words, and badges the field someone edits', () => {
    const { send } = setup();
    expect(screen.queryByTestId('presence-bar')).toBeNull();
    send([
      member(ME.id, 'Jane Cooper', 'Market positioning'),
      member(FIONA, 'Fiona Tester', 'Value proposition'),
      member(SAM, 'Sam Lee', null),
    ]);
    const bar = screen.getByRole('region', { name: 'Also on this page' });
    expect(bar).toHaveTextContent('Fiona Tester is editing Value proposition');
    expect(bar).toHaveTextContent('Sam Lee is viewing');
    expect(bar).not.toHaveTextContent('Jane Cooper');
    // The badge beside the label; the field keeps its own accessible name.
    expect(screen.getAllByTestId('field-editors')).toHaveLength(1);
    expect(screen.getByTestId('field-editors')).toHaveTextContent('Fiona Tester is editing');
    expect(screen.getByRole('textbox', { name: 'Value proposition' })).toBeInTheDocument();
    // The live region names what changed, politely.
    const live = screen.getByTestId('presence-announcement');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Fiona Tester is editing Value proposition. Sam Lee opened this page');

    send([member(SAM, 'Sam Lee', null)]);
    expect(live).toHaveTextContent(/^Fiona Tester left$/);
    expect(screen.queryByTestId('field-editors')).toBeNull();
    send([]);
    expect(screen.queryByTestId('presence-bar')).toBeNull();
  });

  it('tells the focused field once the user has pressed a key or the pointer, after a pause (only the last of a quick run), and blur as viewing', () => {
    const { socket } = setup();
    socket.sent = [];
    const value = screen.getByRole('textbox', { name: 'Value proposition' });
    const positioning = screen.getByRole('textbox', { name: 'Market positioning' });
    // The page's own focus as it opens (no key, no pointer yet) is viewing, not editing.
    act(() => value.focus());
    act(() => vi.advanceTimersByTime(PRESENCE_FOCUS_DEBOUNCE_MS));
    expect(socket.messages).toEqual([]);
    // A key pressed in that field: editing it.
    fireEvent.keyDown(value, { key: 'a' });
    act(() => vi.advanceTimersByTime(PRESENCE_FOCUS_DEBOUNCE_MS));
    expect(socket.messages).toEqual([{ type: 'presence', room: ROOM, field: 'Value proposition' }]);
    socket.sent = [];
    act(() => positioning.focus());
    act(() => value.focus());
    act(() => positioning.focus());
    act(() => vi.advanceTimersByTime(PRESENCE_FOCUS_DEBOUNCE_MS));
    expect(socket.messages).toEqual([{ type: 'presence', room: ROOM, field: 'Market positioning' }]);

    act(() => positioning.blur());
    act(() => vi.advanceTimersByTime(PRESENCE_FOCUS_DEBOUNCE_MS));
    expect(socket.messages.at(-1)).toEqual({ type: 'presence', room: ROOM, field: null });
  });

  it('refreshes every 10 s, comes back after a reconnect, and leaves on unmount', () => {
    const { socket, unmount } = setup();
    const value = screen.getByRole('textbox', { name: 'Value proposition' });
    fireEvent.pointerDown(value);
    act(() => value.focus());
    act(() => vi.advanceTimersByTime(PRESENCE_FOCUS_DEBOUNCE_MS));
    socket.sent = [];
    act(() => vi.advanceTimersByTime(PRESENCE_REFRESH_MS));
    expect(socket.messages).toEqual([{ type: 'presence', room: ROOM, field: 'Value proposition' }]);

    act(() => socket.serverClose(1006));
    act(() => vi.advanceTimersByTime(3000));
    const again = FakeWebSocket.last;
    act(() => again.serverOpen());
    expect(again.messages).toEqual([
      { type: 'join', room: ROOM },
      { type: 'presence', room: ROOM, field: 'Value proposition' },
    ]);

    again.sent = [];
    unmount();
    expect(again.messages).toEqual([
      { type: 'presence_leave', room: ROOM },
      { type: 'leave', room: ROOM },
    ]);
  });
});

describe('describeChange', () => {
  it('names arrivals, departures and field changes; nothing for no change', () => {
    const fiona = member(FIONA, 'Fiona Tester', null);
    expect(describeChange([], [fiona])).toBe('Fiona Tester opened this page');
    expect(describeChange([fiona], [{ ...fiona, field: 'Goals' }])).toBe('Fiona Tester is editing Goals');
    expect(describeChange([{ ...fiona, field: 'Goals' }], [fiona])).toBe(
      'Fiona Tester stopped editing Goals',
    );
    expect(describeChange([fiona], [fiona])).toBe('');
    expect(describeChange([fiona], [])).toBe('Fiona Tester left');
  });
});
