import type { Actor } from './common.js';

/** The envelope of every NATS request: who asks, and what. */
export interface RpcRequest<T = unknown> {
  actor: Actor | null;
  body: T;
}

export const HEADERS = {
  correlationId: 'x-correlation-id',
} as const;
