import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';

interface RequestContext {
  correlationId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with a correlation id that every log line and outgoing NATS request inside it carries. */
export function withCorrelation<T>(correlationId: string | undefined, fn: () => T): T {
  return storage.run({ correlationId: correlationId || randomUUID() }, fn);
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** Keys whose values never reach a log line. */
const REDACT = [
  'password',
  'newPassword',
  'confirmPassword',
  'token',
  'customApiKey',
  'apiKey',
  'passwordHash',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.customApiKey',
  '*.apiKey',
  '*.passwordHash',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

let root: Logger | undefined;

/** One JSON logger per process; every line carries the service name and the current correlation id. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  root = pino({
    level,
    base: { service },
    redact: { paths: REDACT, censor: '[redacted]' },
    mixin() {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
  return root;
}

export function logger(): Logger {
  return (root ??= createLogger(process.env.SERVICE_NAME ?? 'icp-studio'));
}
