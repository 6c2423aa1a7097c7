import {
  Catch,
  Injectable,
  type ArgumentsHost,
  type CallHandler,
  type ExceptionFilter,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import {
  NatsContext,
  ServerNats,
  type BaseRpcContext,
  type MicroserviceOptions,
  type NatsOptions,
  type WritePacket,
} from '@nestjs/microservices';
import { HEADERS, actorSchema, type Actor, type RpcRequest } from '@icp-studio/contracts';
import { Observable, throwError } from 'rxjs';
import { ZodError } from 'zod';
import { ACTOR_PROOF_HEADER, actorProofs, withActorProof, type VerifiedProof } from './actor-proof.js';
import { DomainError } from './errors.js';
import { RETRY_AFTER_SECONDS, natsAuthOptions, subjectPrefix } from './nats.js';
import { isUnavailableError } from './unavailable.js';
import { errorsTotal, outcomeOf, rpcHandledSeconds } from './metrics.js';
import { currentCorrelationId, logger, withCorrelation } from './logger.js';
import { randomUUID } from 'node:crypto';

/**
 * Nest's NATS server, subscribing every handler under the process's subject namespace (see
 * `subjectPrefix`), in the service's queue group so replicas share the work.
 */
class NamespacedServerNats extends ServerNats {
  constructor(
    options: NonNullable<NatsOptions['options']>,
    private readonly queue: string,
    private readonly gracePeriodMs: number,
  ) {
    super(options);
  }

  /** Binds the handlers, then flushes, so the service is reachable the moment `listen()` resolves. */
  override start(callback: (err?: unknown) => void): void {
    const client = (this as unknown as { natsClient: Parameters<ServerNats['bindEvents']>[0] }).natsClient;
    this.bindEvents(client);
    client.flush().then(
      () => callback(),
      (err: unknown) => callback(err),
    );
  }

  /**
   * Stops taking messages and finishes the ones in hand before the connection closes (a rolling
   * restart: the other members of the queue group take the new ones). Each subscription is drained, not
   * unsubscribed: a message the server routed here just before it learned of the UNSUB is still handled
   * (an unsubscribed client drops it, and its requester waited for nothing). Then the messages still in
   * hand are waited for (up to the grace period), and the connection drained, so their replies go out;
   * only then do the application's shutdown hooks close the database.
   */
  override async close(): Promise<void> {
    const client = (this as unknown as { natsClient?: NatsConnection }).natsClient;
    if (!client) return;
    const subscriptions = (this as unknown as { subscriptions: Subscription[] }).subscriptions;
    await Promise.all(subscriptions.map((sub) => sub.drain().catch(() => undefined)));
    const deadline = Date.now() + this.gracePeriodMs;
    while ((this.inHand > 0 || handlersInFlight > 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await client.drain().catch(() => undefined);
  }

  override bindEvents(client: Parameters<ServerNats['bindEvents']>[0]): void {
    // ServerNats keeps its subscriptions privately and unsubscribes them on a graceful close.
    const subscriptions = (this as unknown as { subscriptions: unknown[] }).subscriptions;
    for (const [channel, handlerRef] of this.messageHandlers) {
      const sub = client.subscribe(subjectPrefix() + channel, {
        queue: (handlerRef.extras?.queue as string | undefined) ?? this.queue,
        callback: (err: Error | null, msg: Msg) => this.take(channel, err, msg),
      });
      subscriptions.push(sub);
    }
  }

  /**
   * Messages taken from NATS and not finished: counted from the moment NATS hands one over, not from
   * when its handler starts. Between the two, Nest deserialises it and runs its guards (awaited), and on
   * a busy machine that took long enough for a closing instance to see nothing running, close the
   * database under a handler about to use it ("Driver not Connected") and drain the connection before
   * its reply (the caller's 504 in a rolling restart). A request is in hand until its last packet is
   * sent (`handleRequest`), which Nest does on a later tick than the handler's end; an event, or a
   * request that never reached its handler (none bound), until Nest's handling of it settles (an event
   * handler's own run is counted by `CorrelationInterceptor` from there).
   */
  private inHand = 0;
  private readonly streaming = new WeakSet<Msg>();
  private readonly releases = new WeakMap<Msg, () => void>();
  private readonly messageOf = new WeakMap<(packet: unknown) => unknown, Msg>();

  private take(channel: string, err: Error | null, msg: Msg): void {
    this.inHand++;
    let held = true;
    const release = () => {
      if (held) this.inHand--;
      held = false;
    };
    this.releases.set(msg, release);
    const handled = this.getMessageHandler(channel).call(this, err, msg) as Promise<unknown>;
    void handled.finally(() => {
      if (!this.streaming.has(msg)) release();
    });
  }

  override getPublisher(natsMsg: Msg, id: string, ctx: NatsContext): (response: unknown) => unknown {
    const publish = super.getPublisher(natsMsg, id, ctx) as (response: unknown) => unknown;
    this.messageOf.set(publish, natsMsg);
    return publish;
  }

  protected override handleRequest(
    context: BaseRpcContext,
    produce: () => Promise<Observable<unknown>>,
    respond: (data: WritePacket) => Promise<unknown> | void,
  ): void {
    const msg = this.messageOf.get(respond as (response: unknown) => unknown);
    const release = msg ? this.releases.get(msg) : undefined;
    if (!msg || !release) return super.handleRequest(context, produce, respond);
    this.streaming.add(msg);
    const last = (data: WritePacket) => {
      try {
        return respond(data);
      } finally {
        if (data.isDisposed) release();
      }
    };
    // Nest's own returns the promise of its processing (typed void): a failure before the handler
    // ran sends nothing, so the message is out of hand then too.
    const running = super.handleRequest(context, produce, last) as unknown as Promise<void> | undefined;
    void running?.catch(() => release());
    return running as unknown as void;
  }
}

/**
 * How long a closing service waits for the handlers in hand (the supervisor and Kubernetes give it
 * 10 s and 30 s before a SIGKILL).
 */
const DEFAULT_GRACE_PERIOD_MS = 8000;

/** Handlers running in this process (requests and events), for a graceful close. */
let handlersInFlight = 0;

/** Nest microservice options for a service. */
export function natsServerOptions(opts: {
  url: string;
  queue: string;
  gracePeriodMs?: number;
}): MicroserviceOptions {
  const options: NonNullable<NatsOptions['options']> = {
    servers: opts.url.split(','),
    queue: opts.queue,
    name: opts.queue,
    ...natsAuthOptions(),
    gracefulShutdown: true,
    gracePeriod: opts.gracePeriodMs ?? DEFAULT_GRACE_PERIOD_MS,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    waitOnFirstConnect: true,
  };
  return {
    strategy: new NamespacedServerNats(options, opts.queue, options.gracePeriod as number),
  } as MicroserviceOptions;
}

/** @nestjs/microservices' metadata key and value that mark an `@EventPattern` handler. */
const PATTERN_HANDLER_METADATA = 'microservices:handler_type';
const EVENT_HANDLER = 2;

/**
 * Runs every handler inside the caller's correlation id (from the NATS header) and as the actor its
 * signed proof names (`verifiedActor`; an event's handler under the proof of the request that caused
 * it), and logs its time.
 */
@Injectable()
export class CorrelationInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc();
    const ctx = rpc.getContext<NatsContext>();
    const headers = ctx?.getHeaders?.();
    const correlationId = headers?.get(HEADERS.correlationId) || undefined;
    const subject = ctx?.getSubject?.();
    // Requests only: an event's payload is no envelope and names no actor to act as.
    const isRequest = Reflect.getMetadata(PATTERN_HANDLER_METADATA, context.getHandler()) !== EVENT_HANDLER;
    const token = headers?.get(ACTOR_PROOF_HEADER) || undefined;
    return new Observable((subscriber) => {
      handlersInFlight++;
      let counted = true;
      const done = () => {
        if (counted) handlersInFlight--;
        counted = false;
      };
      const teardown = withCorrelation(correlationId, () => {
        const proof = isRequest
          ? verifiedActor(rpc.getData<RpcRequest | undefined>(), subject, token)
          : actorProofs().carried(token);
        return withActorProof(proof, () => {
          const started = performance.now();
          const sub = next.handle().subscribe({
            next: (v) => subscriber.next(v),
            error: (e) => {
              rpcHandledSeconds.observe(
                { subject: subject ?? 'unknown', outcome: outcomeOf(e) },
                (performance.now() - started) / 1000,
              );
              logger().debug({ subject, ms: performance.now() - started }, 'rpc failed');
              subscriber.error(e);
              done();
            },
            complete: () => {
              rpcHandledSeconds.observe(
                { subject: subject ?? 'unknown', outcome: 'ok' },
                (performance.now() - started) / 1000,
              );
              logger().debug({ subject, ms: performance.now() - started }, 'rpc handled');
              subscriber.complete();
              done();
            },
          });
          return () => sub.unsubscribe();
        });
      });
      return () => {
        teardown();
        done();
      };
    });
  }
}

/**
 * The request's actor as its signed proof says (docs/developing.md, "Who is asking: signed actors"):
 * the envelope's actor is replaced by the proof's, or by null when the proof is missing, forged, expired
 * or signed for another subject, so a handler never acts as a user the gateway did not sign in.
 */
function verifiedActor(
  req: RpcRequest | undefined,
  subject: string | undefined,
  token: string | undefined,
): VerifiedProof | null {
  if (!req || typeof req !== 'object') return null;
  const unprefixed = subject?.slice(subjectPrefix().length) ?? '';
  const proof = token ? actorProofs().verify(token, unprefixed) : null;
  if (req.actor && !proof)
    logger().warn({ subject: unprefixed }, 'rpc: an actor without a valid proof, ignored');
  req.actor = proof?.actor ?? null;
  return proof;
}

/**
 * Maps whatever a handler throws to the error envelope. Domain errors pass as they are; a zod error
 * becomes a 400 with its field messages; a backing server that is unreachable for the moment
 * (PostgreSQL or Redis restarting) a 503 with Retry-After; anything else is logged with an error id and
 * answered as a generic 500 (the caller never sees internals).
 */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    const correlationId = currentCorrelationId();
    const unavailable = !(exception instanceof DomainError) && isUnavailableError(exception);
    errorsTotal.inc({
      code: outcomeOf(
        exception instanceof ZodError
          ? { code: 'validation_failed' }
          : unavailable
            ? { code: 'service_unavailable' }
            : exception,
      ),
    });
    if (exception instanceof DomainError) return throwError(() => exception.toEnvelope(correlationId));
    if (exception instanceof ZodError)
      return throwError(() => DomainError.validation(exception).toEnvelope(correlationId));
    if (unavailable) {
      logger().warn({ err: (exception as Error)?.message }, 'backing server unavailable');
      const error = new DomainError('service_unavailable', 'Service temporarily unavailable', {
        retryAfter: RETRY_AFTER_SECONDS,
      });
      return throwError(() => error.toEnvelope(correlationId));
    }
    const errorId = randomUUID();
    logger().error({ err: exception, errorId }, 'unexpected error in handler');
    return throwError(() => ({
      code: 'internal',
      status: 500,
      message: `Internal error (id ${errorId})`,
      ...(correlationId ? { correlationId } : {}),
    }));
  }
}

/** The actor of a request, or 401 when the gateway sent none. */
export function requireActor(req: RpcRequest<unknown>): Actor {
  const parsed = actorSchema.safeParse(req?.actor);
  if (!parsed.success) throw DomainError.unauthenticated();
  return parsed.data;
}
