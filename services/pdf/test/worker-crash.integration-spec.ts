/**
 * A worker killed mid-job: the pdf worker runs as its own process (the built `dist/main.js`), rendering
 * slowly on purpose; it is killed with SIGKILL while the job is active, another worker process starts,
 * and the export the browser is waiting for still completes within the deadline.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { QUEUES, pdfWorkersKey } from '@icp-studio/contracts';
import { testEnv } from '@icp-studio/service-kit/testing';
import { eventually, startStack, useOwnPrefixes, type Stack } from './harness.js';
import { longIcpFields } from './fixtures.js';
import { pdfText } from './pdf-tools.js';

const prefixes = useOwnPrefixes();
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const DEADLINE_MS = 30_000;

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Builds what the worker process runs, where its build is older than its source. */
function build() {
  const tsc = join(root, 'node_modules/.bin/tsc');
  for (const ws of ['libs/service-kit', 'libs/contracts', 'services/pdf']) {
    if (newest(join(root, ws, 'src')) > newest(join(root, ws, 'dist')))
      execFileSync(tsc, ['-p', `${ws}/tsconfig.build.json`], { cwd: root, stdio: 'inherit' });
  }
}

function startWorkerProcess(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [join(root, 'services/pdf/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      NATS_URL: testEnv.natsUrl,
      REDIS_URL: testEnv.redisUrl,
      NATS_SUBJECT_PREFIX: prefixes.subjects,
      QUEUE_PREFIX: prefixes.queue,
      HEALTH_PORT: '0',
      PDF_POOL_SIZE: '1',
      // The public keys of signed actors (the test kit's): the worker refuses to start without them.
      ACTOR_PUBLIC_KEYS: process.env.ACTOR_PUBLIC_KEYS ?? '',
      ...env,
    },
  });
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe('a pdf worker killed in the middle of a job', () => {
  let stack: Stack;
  let queue: Queue;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    build();
    stack = await startStack(prefixes, { worker: false, exportTimeoutMs: DEADLINE_MS });
    queue = new Queue(QUEUES.pdf, { connection: { url: testEnv.redisUrl }, prefix: prefixes.queue });
  }, 180_000);
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    }
    await queue?.close();
    await stack?.close();
  });

  it('is replaced by another worker and the export completes within the deadline', async () => {
    const alice = await stack.signUp('Alice');
    const created = await alice.post('/api/icps', longIcpFields);
    expect(created.status).toBe(201);

    // The first worker takes its time over every document.
    const first = startWorkerProcess({ PDF_TEST_DELAY_MS: '60000' });
    children.push(first);
    // Until a worker's heartbeat is in Redis, an export answers 503 at once.
    await eventually(async () => (await stack.redis.scard(pdfWorkersKey(prefixes.queue))) > 0, 20_000);
    const started = Date.now();
    const download = alice.get(`/api/icps/${created.body.id}/export`);

    await eventually(async () => (await queue.getActiveCount()) === 1, 20_000);
    const [active] = await queue.getJobs(['active']);
    expect(active).toBeDefined();
    first.kill('SIGKILL');
    await exited(first);
    expect(first.signalCode).toBe('SIGKILL');

    const second = startWorkerProcess({});
    children.push(second);

    const res = await download;
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(res.bytes)).toContain(longIcpFields.name);
    expect(elapsed).toBeLessThan(DEADLINE_MS);

    // The same job finished: picked up again after its lock ran out, not enqueued twice.
    const job = await queue.getJob(active!.id!);
    expect(await job?.getState()).toBe('completed');
    expect(job?.stalledCounter ?? 0).toBeGreaterThanOrEqual(1);
  }, 90_000);
});
