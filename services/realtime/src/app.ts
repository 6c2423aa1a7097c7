import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import { EVENTS, type PresenceSyncEvent } from '@icp-studio/contracts';
import {
  RpcClient,
  subjectPrefix,
  connectNats,
  actorProofs,
  createLogger,
  initMetrics,
  logger,
  readSession,
  startOpsServer,
} from '@icp-studio/service-kit';
import { Access } from './access/access.js';
import { verifyingSecrets, type RealtimeConfig } from './config.js';
import { NOTE_EVENTS, subscribeToEvents } from './events/subscriptions.js';
import { connectRedis } from '@icp-studio/service-kit';
import { liveSessions } from './infra/redis.js';
import { RealtimeHub, type HubStats } from './ws/hub.js';
import { PresenceBoard } from './ws/presence.js';
import { CLOSE } from './ws/protocol.js';
import { UpgradeHandler, WS_PATH } from './ws/upgrade.js';

export interface RealtimeHandle {
  port: number;
  /** `http://127.0.0.1:<port>` (`/health`; the socket is at `ws://127.0.0.1:<port>/ws`). */
  url: string;
  /** Counters of this instance's sockets and rooms (for metrics). */
  stats(): HubStats;
  /** Stops: refuses new sockets, closes the open ones with 1001, then NATS and Redis. */
  close(): Promise<void>;
}

/**
 * Starts the realtime service: one HTTP server with `/health` (NATS, Redis) and the WebSocket endpoint
 * `/ws`. Sockets are authenticated by the gateway's session cookie, join rooms the owning services allow,
 * and receive the note events of those rooms from NATS. Tests start it in-process with
 * `{handleSignals: false}` and stop it with `close()`.
 */
export async function startRealtimeService(
  config: RealtimeConfig,
  opts: { handleSignals?: boolean } = {},
): Promise<RealtimeHandle> {
  createLogger('realtime', config.LOG_LEVEL);
  initMetrics('realtime');
  // Signs the actor of every request it sends (docs/developing.md, "Who is asking: signed actors").
  if (!actorProofs().issuer)
    throw new Error('ACTOR_SIGNING_KEY is not set: the realtime signs the actor of each request');
  const secrets = verifyingSecrets(config); // fails before anything starts when production has no secret

  let nc: NatsConnection | undefined;
  let redis: Redis | undefined;
  let server: Server | undefined;
  let subscriptions: Subscription[] = [];
  try {
    nc = await connectNats({ url: config.NATS_URL, name: 'realtime' });
    redis = await connectRedis(config.REDIS_URL);
    const natsConn = nc;
    const redisConn = redis;
    const access = new Access(
      new RpcClient(natsConn, config.NATS_REQUEST_TIMEOUT_MS, {
        readHedgeMs: config.RPC_READ_HEDGE_MS,
      }),
    );
    // Presence is shared between instances over NATS (docs/developing.md, "Realtime presence").
    const presence = new PresenceBoard({ instance: randomUUID(), ttlMs: config.PRESENCE_TTL_MS });
    const publishPresence = (event: PresenceSyncEvent) => {
      if (natsConn.isClosed()) return;
      const subject = subjectPrefix() + EVENTS.presenceSynced;
      natsConn.publish(subject, JSON.stringify({ pattern: EVENTS.presenceSynced, data: event }));
    };
    const hub = new RealtimeHub({
      access,
      presence,
      publishPresence,
      liveSessions: (ids) => liveSessions(redisConn, config.REDIS_KEY_PREFIX, ids),
      maxRoomsPerSocket: config.MAX_ROOMS_PER_SOCKET,
    });
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: config.MAX_MESSAGE_BYTES,
      perMessageDeflate: false,
      clientTracking: false,
    });
    const upgrades = new UpgradeHandler({
      wss,
      hub,
      access,
      readSession: (cookie) =>
        readSession(cookie, { redis: redisConn, secret: secrets, keyPrefix: config.REDIS_KEY_PREFIX }),
      allowedOrigins: config.ALLOWED_ORIGINS,
      maxSocketsPerUser: config.MAX_SOCKETS_PER_USER,
    });
    subscriptions = await subscribeToEvents(natsConn, hub);
    // Asks the instances already running for their presence.
    publishPresence(presence.report([], true));

    server = await startOpsServer({
      port: config.PORT,
      service: 'realtime',
      checks: {
        nats: () => {
          if (natsConn.isClosed()) throw new Error('closed');
        },
        redis: async () => {
          await redisConn.ping();
        },
      },
    });
    server.on('upgrade', upgrades.handle);
    const heartbeat = setInterval(() => hub.heartbeat(), config.HEARTBEAT_INTERVAL_MS);
    heartbeat.unref();
    const presenceTick = setInterval(() => hub.presenceTick(), Math.ceil(config.PRESENCE_TTL_MS / 3));
    presenceTick.unref();

    const port = (server.address() as AddressInfo).port;
    logger().info({ port, path: WS_PATH, events: NOTE_EVENTS }, 'realtime service started');

    const httpServer = server;
    const subs = subscriptions;
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        logger().info('shutting down');
        clearInterval(heartbeat);
        clearInterval(presenceTick);
        upgrades.close();
        const stopped = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await hub.closeAll(CLOSE.goingAway, 'Server shutting down');
        httpServer.closeAllConnections();
        await stopped;
        for (const sub of subs) sub.unsubscribe();
        await natsConn.drain().catch(() => undefined);
        await redisConn.quit().catch(() => redisConn.disconnect());
        logger().info('stopped');
      })());

    if (opts.handleSignals !== false) {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(signal, () => {
          close().then(
            () => process.exit(0),
            (err) => {
              logger().error({ err }, 'shutdown failed');
              process.exit(1);
            },
          );
        });
      }
    }
    return { port, url: `http://127.0.0.1:${port}`, stats: () => hub.stats(), close };
  } catch (err) {
    for (const sub of subscriptions) sub.unsubscribe();
    server?.close();
    await nc?.close().catch(() => undefined);
    redis?.disconnect();
    throw err;
  }
}
