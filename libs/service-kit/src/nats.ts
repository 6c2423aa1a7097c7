import { randomUUID } from 'node:crypto';
import {
  connect,
  errors as natsErrors,
  headers as natsHeaders,
  TimeoutError,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from '@nats-io/transport-node';
import {
  HEADERS,
  RPC,
  isRpcSubject,
  type Actor,
  type EventPayload,
  type EventSubject,
  type RpcAnswer,
  type RpcBody,
  type RpcRequest,
  type RpcSubject,
} from '@icp-studio/contracts';
import { ACTOR_PROOF_HEADER, currentActorProof, proofFor } from './actor-proof.js';
import { DomainError } from './errors.js';
import { currentCorrelationId, logger } from './logger.js';
import { outcomeOf, rpcHedgedTotal, rpcRequestSeconds } from './metrics.js';

export interface NatsOptions {
  url: string;
  name: string;
}

/**
 * The process's NATS credentials: `NATS_USER` and `NATS_PASSWORD` from the environment, each
 * service its own user (docker-compose.yml, k8s/; the server's users and what each may publish and
 * subscribe to are in deploy/nats/nats.conf). Both unset: no credentials, as against the machine's own
 * NATS under `make up`. With a user, the process's reply inboxes are `_INBOX_<user>.*`, so the server
 * can let each user read only the answers to its own requests.
 */
export function natsAuthOptions(env: NodeJS.ProcessEnv = process.env): {
  user?: string;
  pass?: string;
  inboxPrefix?: string;
} {
  const user = env.NATS_USER?.trim();
  if (!user) return {};
  return { user, pass: env.NATS_PASSWORD ?? '', inboxPrefix: `_INBOX_${user}` };
}

/** One NATS connection per process that keeps reconnecting for ever (NATS restarts are survived). */
export function connectNats({ url, name }: NatsOptions): Promise<NatsConnection> {
  return connect({
    servers: url.split(','),
    name,
    ...natsAuthOptions(),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    waitOnFirstConnect: true,
    // No stack captured at every request for an error that may never come: RpcClient turns every
    // failure into a DomainError of its own, and the capture was a tenth of the gateway's CPU.
    noAsyncTraces: true,
  });
}

/**
 * Every subject this process uses lives under `NATS_SUBJECT_PREFIX` (empty by default). Test runs and
 * side-by-side installations on one NATS server use it to never answer each other's requests.
 */
export function subjectPrefix(): string {
  return process.env.NATS_SUBJECT_PREFIX ?? '';
}

/** The seconds a caller should wait before retrying when a service is down. */
export const RETRY_AFTER_SECONDS = 2;

export interface RpcRequestOptions {
  actor?: Actor | null;
  timeoutMs?: number;
  /** A read: may be sent a second time (see the class). */
  idempotent?: boolean;
}

/**
 * Request/reply over NATS in the packet format of @nestjs/microservices, so services answer with plain
 * `@MessagePattern` handlers. It uses NATS's own request, which fails at once when no member of the
 * queue group is subscribed (503), fails at once too while the connection to NATS is down and
 * reconnecting (503), and gives every request an explicit deadline (504).
 *
 * A request marked `idempotent` (a read) that has no answer within `readHedgeMs` is sent once more (and
 * again every `readHedgeMs / 4` while unanswered) and the first answer wins: when the instance that had
 * it died, NATS dropped its subscription with its connection, so the second asking reaches a live
 * member of the queue group instead of the caller waiting for the deadline; when it is frozen (alive,
 * silent), a later asking does. Writes are never sent twice.
 */
export class RpcClient {
  /** False while the connection is down and reconnecting: requests answer 503 at once, not at the deadline. */
  private connected = true;
  private readonly readHedgeMs: number;

  constructor(
    private readonly nc: NatsConnection,
    private readonly defaultTimeoutMs: number,
    opts: { readHedgeMs?: number } = {},
  ) {
    this.readHedgeMs = opts.readHedgeMs ?? 0;
    void this.watchConnection();
  }

  private async watchConnection(): Promise<void> {
    try {
      for await (const status of this.nc.status()) {
        if (status.type === 'disconnect') this.connected = false;
        else if (status.type === 'reconnect') this.connected = true;
      }
    } catch {
      // The connection closed: isClosed() says so from now on.
    }
  }

  get connection(): NatsConnection {
    return this.nc;
  }

  /**
   * A subject of the RPC map (contracts' rpc-map.ts): the body and the answer are typed from it, and an
   * answer that does not fit the subject's response schema is refused (502 `upstream_error`).
   */
  request<S extends RpcSubject>(
    subject: S,
    body: RpcBody<S>,
    opts?: RpcRequestOptions,
  ): Promise<RpcAnswer<S>>;
  /**
   * Any subject, the answer's type asserted by the caller. A subject of the map is still checked at run
   * time; this form only keeps the types of callers that name their own.
   */
  request<TRes = unknown, TBody = unknown>(
    subject: string,
    body: TBody,
    opts?: RpcRequestOptions,
  ): Promise<TRes>;
  async request(subject: string, body: unknown, opts: RpcRequestOptions = {}): Promise<unknown> {
    const envelope: RpcRequest = { actor: opts.actor ?? null, body };
    const packet = () => JSON.stringify({ pattern: subject, data: envelope, id: randomUUID() });
    const h = natsHeaders();
    const correlationId = currentCorrelationId();
    if (correlationId) h.set(HEADERS.correlationId, correlationId);
    // Who asks, signed (docs/developing.md, "Who is asking: signed actors"): a service verifies the
    // proof and ignores an actor without one.
    const proof = envelope.actor ? proofFor(envelope.actor, subject) : undefined;
    if (proof) h.set(ACTOR_PROOF_HEADER, proof);
    let reply;
    const started = performance.now();
    const observe = (outcome: string) =>
      rpcRequestSeconds.observe({ subject, outcome }, (performance.now() - started) / 1000);
    if (!this.connected || this.nc.isClosed()) {
      logger().warn({ subject }, 'rpc: NATS connection down');
      observe('service_unavailable');
      throw new DomainError('service_unavailable', 'Service temporarily unavailable', {
        retryAfter: RETRY_AFTER_SECONDS,
      });
    }
    const timeout = opts.timeoutMs ?? this.defaultTimeoutMs;
    try {
      reply =
        opts.idempotent && this.readHedgeMs > 0 && this.readHedgeMs < timeout
          ? await this.hedged(subject, packet, h, timeout, this.readHedgeMs)
          : await this.nc.request(subjectPrefix() + subject, packet(), { timeout, headers: h });
    } catch (err) {
      const mapped = mapTransportError(subject, err);
      observe(mapped.code);
      throw mapped;
    }
    const answer = reply.json<{ response?: unknown; err?: unknown }>();
    if (answer.err === undefined || answer.err === null) {
      const refused = checkAnswer(subject, answer.response);
      observe(refused ? outcomeOf(refused) : 'ok');
      if (refused) throw refused;
      return answer.response;
    }
    observe(outcomeOf(answer.err));
    if (typeof answer.err === 'object') throw DomainError.fromEnvelope(answer.err as Record<string, never>);
    // Nest's own errors (no handler) arrive as strings.
    logger().error({ subject, err: answer.err }, 'rpc answered with a transport error');
    throw new DomainError('service_unavailable', 'Service temporarily unavailable', {
      retryAfter: RETRY_AFTER_SECONDS,
    });
  }

  /**
   * Sends the request; when no answer came within `hedgeMs`, sends it once more (with the time left),
   * and again every `hedgeMs / 4` until an answer comes or the deadline nears, and takes the first
   * answer. NATS hands each asking to a member of the queue group at random: beside one frozen member
   * (alive, subscribed, silent until it is replaced) each asking is a coin toss, so a read is lost only
   * when every one of them lands there. With a 1 s hedge and a 5 s deadline that is 17 tosses (1 read in
   * 131,072 of those whose first asking went there); one asking every `hedgeMs / 2` (9 tosses, 1 in 512)
   * lost a read in about one freeze in three under the supervisor suite's load (some 100 reads first
   * asked of the frozen member). A read that is merely slow is
   * asked at most that often too: every copy is a read the service answers from its own data.
   * Only reads are asked again, and only those still unanswered after `hedgeMs`. An error before the
   * second sending (no responders, NATS away) is the answer; after it, the request fails when every
   * asking has, or at once when a later one found no member of the queue group (the service is down:
   * 503 now rather than 504 at the deadline).
   */
  private hedged(
    subject: string,
    packet: () => string,
    headers: MsgHdrs,
    timeoutMs: number,
    hedgeMs: number,
  ): Promise<Msg> {
    const started = Date.now();
    const againMs = Math.max(1, Math.floor(hedgeMs / 4));
    return new Promise<Msg>((resolve, reject) => {
      let done = false;
      let pending = 0;
      let second = false;
      let timer: NodeJS.Timeout | undefined;
      const ask = (timeout: number, which: 'first' | 'second') => {
        pending++;
        this.nc.request(subjectPrefix() + subject, packet(), { timeout, headers }).then(
          (msg) => {
            if (done) return;
            done = true;
            clearTimeout(timer);
            if (second) rpcHedgedTotal.inc({ subject, answered: which });
            resolve(msg);
          },
          (err: unknown) => {
            pending--;
            // No member listens any more: the first asking is lost with its instance, answer now (503).
            const noneLeft =
              which === 'second' && err instanceof natsErrors.RequestError && err.isNoResponders();
            if (done || (second && pending > 0 && !noneLeft)) return;
            done = true;
            clearTimeout(timer);
            if (second) rpcHedgedTotal.inc({ subject, answered: 'none' });
            reject(err);
          },
        );
      };
      const askAgain = () => {
        if (done) return;
        const left = timeoutMs - (Date.now() - started);
        if (left <= againMs) return;
        if (!second) logger().debug({ subject, hedgeMs }, 'rpc: no answer yet; asking again');
        second = true;
        ask(left, 'second');
        timer = setTimeout(askAgain, againMs);
      };
      timer = setTimeout(askAgain, hedgeMs);
      ask(timeoutMs, 'first');
    });
  }

  /**
   * Fire-and-forget event in Nest's event packet format (received by `@EventPattern`). An event subject
   * of contracts' EVENT_PAYLOADS types its payload.
   */
  publish<E extends EventSubject>(subject: E, data: EventPayload<E>): void;
  publish<T>(subject: string, data: T): void;
  publish(subject: string, data: unknown): void {
    const h = natsHeaders();
    const correlationId = currentCorrelationId();
    if (correlationId) h.set(HEADERS.correlationId, correlationId);
    // The proof of the request that caused the event: its handlers may read on as that user.
    const proof = currentActorProof();
    if (proof) h.set(ACTOR_PROOF_HEADER, proof.token);
    this.nc.publish(subjectPrefix() + subject, JSON.stringify({ pattern: subject, data }), { headers: h });
  }
}

/**
 * An answer to a subject of the RPC map that does not fit its response schema: the answering service's
 * fault, a 502 for the caller rather than a malformed object passed on. Null when the answer fits (or
 * the subject is not in the map). The answer itself is passed on as it came (nothing stripped).
 */
export function checkAnswer(subject: string, response: unknown): DomainError | null {
  if (!isRpcSubject(subject)) return null;
  const parsed = RPC[subject].response.safeParse(response);
  if (parsed.success) return null;
  logger().error(
    { subject, issues: parsed.error.issues.slice(0, 5) },
    'unexpected answer from another service',
  );
  return new DomainError('upstream_error', 'Another service answered unexpectedly');
}

function mapTransportError(subject: string, err: unknown): DomainError {
  if (err instanceof TimeoutError) {
    logger().warn({ subject }, 'rpc deadline passed');
    return new DomainError('deadline_exceeded', 'The service did not answer in time');
  }
  if (err instanceof natsErrors.RequestError && err.isNoResponders()) {
    logger().warn({ subject }, 'rpc: no responders');
  } else {
    logger().warn({ subject, err: (err as Error)?.message }, 'rpc transport failure');
  }
  return new DomainError('service_unavailable', 'Service temporarily unavailable', {
    retryAfter: RETRY_AFTER_SECONDS,
  });
}
