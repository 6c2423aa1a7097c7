import {
  Catch,
  Injectable,
  type ArgumentsHost,
  type CallHandler,
  type ExceptionFilter,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { NatsContext, ServerNats, type MicroserviceOptions, type NatsOptions } from '@nestjs/microservices';
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

  override bindEvents(client: Parameters<ServerNats['bindEvents']>[0]): void {
    // ServerNats keeps its subscriptions privately and unsubscribes them on a graceful close.
    const subscriptions = (this as unknown as { subscriptions: unknown[] }).subscriptions;
    for (const [channel, handlerRef] of this.messageHandlers) {
      const sub = client.subscribe(subjectPrefix() + channel, {
        queue: (handlerRef.extras?.queue as string | undefined) ?? this.queue,
        callback: this.getMessageHandler(channel).bind(this),
      });
      subscriptions.push(sub);
    }
  }
}

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
    gracePeriod: opts.gracePeriodMs ?? 1000,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    waitOnFirstConnect: true,
  };
  return { strategy: new NamespacedServerNats(options, opts.queue) } as MicroserviceOptions;
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
    return new Observable((subscriber) =>
      withCorrelation(correlationId, () => {
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
            },
            complete: () => {
              rpcHandledSeconds.observe(
                { subject: subject ?? 'unknown', outcome: 'ok' },
                (performance.now() - started) / 1000,
              );
              logger().debug({ subject, ms: performance.now() - started }, 'rpc handled');
              subscriber.complete();
            },
          });
          return () => sub.unsubscribe();
        });
      }),
    );
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
