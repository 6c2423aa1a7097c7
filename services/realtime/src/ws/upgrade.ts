import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import { logger, type SessionInfo } from '@icp-studio/service-kit';
import type { Access } from '../access/access.js';
import type { RealtimeHub } from './hub.js';
import { handshakeOrigin, isCrossSiteHandshake } from './origin.js';

export const WS_PATH = '/ws';

export interface UpgradeOptions {
  wss: WebSocketServer;
  hub: RealtimeHub;
  access: Pick<Access, 'resolve'>;
  /** The signed-in session of a `Cookie` header, or null (rejects when the store fails). */
  readSession(cookieHeader: string | undefined): Promise<SessionInfo | null>;
  allowedOrigins: readonly string[];
  maxSocketsPerUser: number;
}

/** Why a handshake was refused: the HTTP status it is answered with, and a message. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

/**
 * Authenticates WebSocket handshakes before accepting them; a refused one gets a plain HTTP answer
 * (never a socket):
 *   404  a path other than /ws
 *   403  a cross-site Origin (see origin.ts), or `?userId=` that is not the session's user
 *   401  no session cookie, a bad signature, an ended session, a vanished user, an older session
 *        version (password reset)
 *   429  the user has MAX_SOCKETS_PER_USER sockets open here already
 *   503  shutting down, or Redis / auth unavailable
 */
export class UpgradeHandler {
  private readonly pending = new Set<Duplex>();
  private readonly allowed: ReadonlySet<string>;
  private closed = false;

  constructor(private readonly opts: UpgradeOptions) {
    this.allowed = new Set(opts.allowedOrigins);
  }

  /** The `upgrade` listener of the HTTP server. */
  readonly handle = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const onError = () => socket.destroy();
    socket.on('error', onError);
    this.pending.add(socket);
    this.authenticate(req).then(
      ({ session, actor, epoch, name }) => {
        this.pending.delete(socket);
        socket.off('error', onError);
        if (socket.destroyed) return;
        if (this.closed) return refuse(socket, new Refusal(503, 'Shutting down'));
        this.opts.wss.handleUpgrade(req, socket, head, (ws) =>
          this.opts.hub.add(ws, session, actor, epoch, name),
        );
      },
      (err: unknown) => {
        this.pending.delete(socket);
        socket.off('error', onError);
        if (err instanceof Refusal) {
          logger().debug({ status: err.status, reason: err.message }, 'websocket handshake refused');
          return refuse(socket, err);
        }
        logger().warn({ err: (err as Error)?.message }, 'websocket handshake failed');
        refuse(socket, new Refusal(503, 'Service temporarily unavailable'));
      },
    );
  };

  private async authenticate(req: IncomingMessage) {
    if (this.closed) throw new Refusal(503, 'Shutting down');
    const url = new URL(req.url ?? '/', 'http://realtime.invalid');
    if (url.pathname !== WS_PATH) throw new Refusal(404, 'Not found');
    if (isCrossSiteHandshake(handshakeOrigin(req), this.allowed)) {
      throw new Refusal(403, 'Cross-site request refused');
    }
    const session = await this.opts.readSession(req.headers.cookie);
    if (!session) throw new Refusal(401, 'Not authenticated');
    const claimed = url.searchParams.get('userId');
    if (claimed !== null && claimed !== session.userId) throw new Refusal(403, 'Forbidden');
    const epoch = this.opts.hub.epoch();
    const resolved = await this.opts.access.resolve(session.userId);
    if (!resolved || resolved.sessionVersion !== session.sessionVersion) {
      throw new Refusal(401, 'Not authenticated');
    }
    if (this.opts.hub.socketsOf(session.userId) >= this.opts.maxSocketsPerUser) {
      throw new Refusal(429, 'Too many connections');
    }
    const { user } = resolved;
    const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
    return { session, actor: { userId: user.id, role: user.role }, epoch, name };
  }

  /** Refuses new handshakes and cuts the ones being authenticated. */
  close(): void {
    this.closed = true;
    for (const socket of this.pending) socket.destroy();
    this.pending.clear();
  }
}

function refuse(socket: Duplex, refusal: Refusal): void {
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ message: refusal.message });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      '\r\n' +
      body,
  );
}
