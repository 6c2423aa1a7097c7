import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, RpcClient, subjectPrefix } from '../nats.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { testEnv, uniqueSuffix } from './env.js';
import { EventLog, type PublishedEvent } from './events.js';
import { People, type PeopleHelpers } from './people.js';
import { dropRedisKeys } from './redis.js';
import { Teardown, type Closable } from './teardown.js';

/**
 * One test run of one or more services: a database of its own (dropped at the end), this file's NATS
 * subject prefix (set by `useOwnSubjectPrefix()`), and a disposer stack that stops whatever the run
 * started in reverse order. A harness starts its services with `run.start(() => startXService(...))`
 * on configs made from `run.env()`, inside `run.guard(...)` so that a failed start cleans up too.
 */
export class TestRun {
  readonly teardown = new Teardown();

  private constructor(
    readonly db: TestDatabase,
    /** NATS_SUBJECT_PREFIX of this run. */
    readonly prefix: string,
  ) {}

  /** A fresh database named after `name`; fails when the file has no subject prefix of its own. */
  static async start(name: string): Promise<TestRun> {
    const prefix = subjectPrefix();
    if (!prefix) throw new Error('call useOwnSubjectPrefix() first');
    const db = await createTestDatabase(name);
    const run = new TestRun(db, prefix);
    run.teardown.defer(() => db.drop());
    // At teardown, once the services stopped: the keys of this run's queues.
    run.teardown.defer(() => dropRedisKeys(`${run.queuePrefix}:`));
    return run;
  }

  /**
   * The environment every backend service's config reads in a test: this run's database, the local
   * NATS and Redis, BullMQ queues of its own (QUEUE_PREFIX from the subject prefix, so one file's
   * workers never take another's jobs), no health port, quiet logs; `extra` adds or overrides.
   */
  env(extra: Record<string, string | undefined> = {}): Record<string, string> {
    const env: Record<string, string | undefined> = {
      NODE_ENV: 'test',
      DATABASE_URL: this.db.url,
      NATS_URL: testEnv.natsUrl,
      REDIS_URL: testEnv.redisUrl,
      QUEUE_PREFIX: this.queuePrefix,
      HEALTH_PORT: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      ...extra,
    };
    return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
  }

  /** Starts a service (or anything closable) and stops it at teardown, before what started earlier. */
  start<T extends Closable>(start: () => Promise<T>): Promise<T> {
    return this.teardown.start(start);
  }

  /** Runs `step` at teardown. */
  defer(step: () => Promise<unknown> | unknown): void {
    this.teardown.defer(step);
  }

  /** Runs the harness's set-up; when it fails, stops what it started and drops the database. */
  guard<T>(setUp: () => Promise<T>): Promise<T> {
    return this.teardown.guard(setUp);
  }

  /** A NATS connection of the test itself (drained at teardown). */
  async nats(name: string): Promise<NatsConnection> {
    const nc = await connectNats({ url: testEnv.natsUrl, name });
    this.defer(() => nc.drain().catch(() => undefined));
    return nc;
  }

  /** An RPC client on a connection of its own, as the gateway calls the services. */
  async rpc(name: string, timeoutMs = 10_000): Promise<RpcClient> {
    return new RpcClient(await this.nats(name), timeoutMs);
  }

  /** Logs every event published under this run's prefix (on `nc`, or a connection of its own). */
  async events<T = unknown>(nc?: NatsConnection): Promise<EventLog<T>> {
    const log = await EventLog.start<T>(nc ?? (await this.nats('test-events')), this.prefix);
    this.defer(() => log.close());
    return log;
  }

  /** The BullMQ prefix of this run's queues (QUEUE_PREFIX in `env()`); its keys go at teardown. */
  get queuePrefix(): string {
    return `q-${this.prefix.replace(/\W+/g, '')}`;
  }

  /** A Redis key prefix of this run (`<tag>:<suffix>:`); its keys are deleted at teardown. */
  redisKeys(tag: string): string {
    const prefix = `${tag}:${uniqueSuffix()}:`;
    this.defer(() => dropRedisKeys(prefix));
    return prefix;
  }

  /**
   * What most harnesses hand their tests once the services run: an RPC client, the event log, the seeded
   * admin and the people helpers over auth's subjects (the real auth service must be running).
   */
  async natsStack(name: string, timeoutMs = 10_000): Promise<NatsStack> {
    const rpc = await this.rpc(name, timeoutMs);
    const log = await this.events(rpc.connection);
    const people = await People.signIn(rpc);
    return {
      rpc,
      ...people.helpers(),
      db: this.db,
      events: log.events,
      waitForEvent: (match, ms) => log.waitFor(match, ms),
      close: () => this.close(),
    };
  }

  /** Stops everything in reverse order and drops the database. */
  close(): Promise<void> {
    return this.teardown.close();
  }
}

/** A stack of services reached over NATS, as `TestRun.natsStack` makes it. */
export interface NatsStack extends PeopleHelpers {
  rpc: RpcClient;
  db: TestDatabase;
  /** Every event published under this run's prefix, in arrival order. */
  events: PublishedEvent[];
  waitForEvent(match: (e: PublishedEvent) => boolean, timeoutMs?: number): Promise<PublishedEvent>;
  close(): Promise<void>;
}
