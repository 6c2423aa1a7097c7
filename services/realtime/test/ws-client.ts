/**
 * A WebSocket client for the tests, like a browser's: it sends the session cookie and (by default) the
 * page's Origin, which is the realtime server's own. Every message it receives is kept, in order.
 */
import { WebSocket, type ClientOptions } from 'ws';

// Tests read messages freely; the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Message = Record<string, any>;

export interface SocketOptions {
  cookie?: string;
  /** `?userId=` (what the product's client sends). */
  userId?: string;
  /** The Origin header; default the server's own origin; null sends none. */
  origin?: string | null;
  /** false: never answer pings (a client that went away without closing). */
  autoPong?: boolean;
  path?: string;
  /** More request headers (X-Forwarded-*, as a proxy adds them). */
  headers?: Record<string, string>;
}

export interface TestSocket {
  ws: WebSocket;
  messages: Message[];
  /** Pings received from the server. */
  readonly pings: number;
  /** Resolves with the close code once the socket closed; rejects after 5 s (or `timeoutMs`). */
  closed: Promise<{ code: number; reason: string }>;
  closedWithin(timeoutMs: number): Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  /** The first message (received so far or later) that matches. */
  next(match: (m: Message) => boolean, timeoutMs?: number): Promise<Message>;
  /** Sends a join and answers the server's reply for that room (joined or error). */
  join(room: string): Promise<Message>;
  leave(room: string): Promise<Message>;
  /** The messages about a note. */
  about(noteId: string): Message[];
  close(): Promise<void>;
}

function urlOf(base: string, opts: SocketOptions): string {
  const url = new URL(opts.path ?? '/ws', base.replace(/^http/, 'ws'));
  if (opts.userId !== undefined) url.searchParams.set('userId', opts.userId);
  return url.toString();
}

function clientOptions(base: string, opts: SocketOptions): ClientOptions {
  const origin = opts.origin === undefined ? new URL(base).origin : opts.origin;
  return {
    headers: { ...opts.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    ...(origin !== null ? { origin } : {}),
    autoPong: opts.autoPong ?? true,
    handshakeTimeout: 5000,
  };
}

/** Opens a socket; rejects (with the status) when the server refuses the handshake. */
export function openSocket(base: string, opts: SocketOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(urlOf(base, opts), clientOptions(base, opts));
  const messages: Message[] = [];
  const waiters = new Set<() => void>();
  let pings = 0;
  ws.on('ping', () => pings++);
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as Message);
    for (const w of [...waiters]) w();
  });
  const closedForGood = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const closedWithin = (timeoutMs: number) =>
    new Promise<{ code: number; reason: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
      void closedForGood.then((v) => {
        clearTimeout(timer);
        resolve(v);
      });
    });
  const next = (match: (m: Message) => boolean, timeoutMs = 5000) =>
    new Promise<Message>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const socket: TestSocket = {
    ws,
    messages,
    get pings() {
      return pings;
    },
    get closed() {
      return closedWithin(5000);
    },
    closedWithin,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next,
    async join(room) {
      const from = messages.length;
      socket.send({ type: 'join', room });
      return next(
        (m) => messages.indexOf(m) >= from && m.room === room && (m.type === 'joined' || m.type === 'error'),
      );
    },
    async leave(room) {
      const from = messages.length;
      socket.send({ type: 'leave', room });
      return next((m) => messages.indexOf(m) >= from && m.room === room && m.type === 'left');
    },
    about: (noteId) => messages.filter((m) => m.noteId === noteId),
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closedWithin(1000).catch(() => {
        ws.terminate();
        return closedForGood;
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      reject(Object.assign(new Error(`handshake refused: ${res.statusCode}`), { status: res.statusCode }));
      ws.terminate();
    });
    ws.on('error', (err) => reject(err));
  });
}

/** The HTTP status a refused handshake was answered with (fails when the socket opened). */
export async function refusal(base: string, opts: SocketOptions = {}): Promise<number> {
  let socket: TestSocket;
  try {
    socket = await openSocket(base, opts);
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === undefined) throw err;
    return status;
  }
  await socket.close();
  throw new Error('expected the handshake to be refused');
}

/** Waits `ms` (to show that something does NOT arrive). */
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
