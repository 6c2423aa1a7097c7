import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One Prometheus registry per process, served at `/metrics` by the ops server (and by the gateway's
 * own HTTP server). Process metrics plus the request-level histograms every service shares.
 */
export const registry = new Registry();
let defaultsCollected = false;

export function initMetrics(service: string): Registry {
  registry.setDefaultLabels({ service });
  if (!defaultsCollected) {
    collectDefaultMetrics({ register: registry });
    defaultsCollected = true;
  }
  return registry;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Time a service spends handling each NATS request, by subject and outcome. */
export const rpcHandledSeconds = new Histogram({
  name: 'icp_rpc_handled_seconds',
  help: 'Time spent handling NATS requests, by subject and outcome',
  labelNames: ['subject', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

/** Round trip of each NATS request a process makes, by subject and outcome. */
export const rpcRequestSeconds = new Histogram({
  name: 'icp_rpc_request_seconds',
  help: 'Round trip of outgoing NATS requests, by subject and outcome',
  labelNames: ['subject', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

/** Reads asked a second time because the first asking had no answer within the hedge delay. */
export const rpcHedgedTotal = new Counter({
  name: 'icp_rpc_hedged_total',
  help: 'Idempotent NATS requests sent a second time after the hedge delay, by subject and which answered',
  labelNames: ['subject', 'answered'] as const,
  registers: [registry],
});

/** Errors by code (a domain error's code, or 'internal'). */
export const errorsTotal = new Counter({
  name: 'icp_errors_total',
  help: 'Errors answered, by code',
  labelNames: ['code'] as const,
  registers: [registry],
});

export const httpRequestSeconds = new Histogram({
  name: 'icp_http_request_seconds',
  help: 'HTTP requests by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const queueDepth = new Gauge({
  name: 'icp_queue_jobs',
  help: 'BullMQ jobs by queue and state',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
});

export const jobSeconds = new Histogram({
  name: 'icp_job_seconds',
  help: 'Job processing time by queue and outcome',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

/**
 * The built-in AI engine's own time per call, by task kind (the ai service; docs/benchmarks.md, "Built-in
 * AI engine suggestions"): apart from the request around it, so its cost under load can be read alone.
 */
export const aiEngineSeconds = new Histogram({
  name: 'icp_ai_engine_seconds',
  help: 'Time the built-in AI engine spends per call, by task kind',
  labelNames: ['kind'] as const,
  buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1],
  registers: [registry],
});

export const socketsOpen = new Gauge({
  name: 'icp_ws_sockets',
  help: 'Open WebSocket connections',
  registers: [registry],
});

/** The outcome label of a thrown value: the domain error code, else 'internal'. */
export function outcomeOf(err: unknown): string {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' ? code : 'internal';
}
