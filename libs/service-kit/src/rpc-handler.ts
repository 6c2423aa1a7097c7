import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  RPC,
  actorSchema,
  type Actor,
  type RpcActorRule,
  type RpcAnswer,
  type RpcParsedBody,
  type RpcRequest,
  type RpcSubject,
} from '@icp-studio/contracts';
import { parse } from './errors.js';
import { requireActor } from './rpc-server.js';

/** The actor a handler of `S` receives: always one where the map requires it, else maybe none. */
export type HandlerActor<S extends RpcSubject> = RpcActorRule<S> extends 'none' ? Actor | null : Actor;

export interface RpcHandlerOptions<C, S extends RpcSubject, W> {
  /**
   * Runs once the actor is known and before the body is read (so a refusal answers 401/403 before any
   * 400); what it returns is the handler's first argument instead of the actor. `this` is the controller.
   */
  authorize?: (this: C, actor: HandlerActor<S>) => W | Promise<W>;
}

type Handler<S extends RpcSubject, W> = (
  who: W,
  body: RpcParsedBody<S>,
) => RpcAnswer<S> | Promise<RpcAnswer<S>>;

/**
 * The handler of a request/reply subject of the RPC map (contracts' rpc-map.ts), on a controller method
 * `(actor, body)`. It subscribes the method as `@MessagePattern(subject)` would, then, for every request:
 * requires the actor where the map says so (401 'Not authenticated', as `requireActor`), runs `authorize`
 * when given, and parses the body with the subject's request schema (400 with the field messages, as
 * `parse`; a missing body reads as `{}` where the map marks `emptyBody`). The method's types follow the
 * map: the body it receives and the answer it must give.
 */
export function RpcHandler<S extends RpcSubject, C = unknown, W = HandlerActor<S>>(
  subject: S,
  opts: RpcHandlerOptions<C, S, W> = {},
) {
  const contract = RPC[subject];
  return <M extends Handler<S, W>>(
    target: C,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    const handler = descriptor.value;
    if (!handler) throw new Error(`@RpcHandler(${subject}) must decorate a method`);
    const bodyOf = (req: RpcRequest | undefined): RpcParsedBody<S> => {
      const raw = req?.body;
      return parse(contract.request, contract.emptyBody ? (raw ?? {}) : raw) as RpcParsedBody<S>;
    };
    const authorize = opts.authorize;
    const wrapped = function (this: C, req: RpcRequest | undefined) {
      const actor = (
        contract.actor === 'required' ? requireActor(req as RpcRequest) : optionalActor(req)
      ) as HandlerActor<S>;
      if (!authorize) return handler.call(this, actor as unknown as W, bodyOf(req));
      return Promise.resolve(authorize.call(this, actor)).then((who) => handler.call(this, who, bodyOf(req)));
    };
    Object.defineProperty(wrapped, 'name', { value: handler.name });
    descriptor.value = wrapped as unknown as M;
    MessagePattern(subject)(target as object, key, descriptor);
    Payload()(target as object, key as string, 0);
  };
}

/** The request's actor when it carries a valid one, else null (subjects called signed out). */
function optionalActor(req: RpcRequest | undefined): Actor | null {
  const parsed = actorSchema.safeParse(req?.actor);
  return parsed.success ? parsed.data : null;
}
