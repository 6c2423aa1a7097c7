/**
 * The test kit every service's tests use (`@icp-studio/service-kit/testing`): a database per run, the
 * services started in-process and stopped in reverse order, this file's NATS subject prefix, an event
 * log to wait on, `eventually`, people made over auth's subjects, an HTTP client keeping the session
 * cookie, and a mail catcher. docs/developing.md ("Tests") shows a harness built on it.
 */
export * from './env.js';
export * from './database.js';
export * from './wait.js';
export * from './teardown.js';
export * from './run.js';
export * from './events.js';
export * from './rpc.js';
export * from './people.js';
export * from './http.js';
export * from './mail.js';
export * from './redis.js';
export * from './csv-reader.js';
