/**
 * Integration harness: a fresh database, the real auth and icp services and the playbook service, all
 * started in-process on the local NATS under this file's own subject prefix; users made through auth's
 * own subjects, profiles through icp's; and a log of every event published under the prefix. Built on
 * the test kit (`@icp-studio/service-kit/testing`).
 */
import 'reflect-metadata';
import { ICP, type Icp } from '@icp-studio/contracts';
import type { ServiceHandle } from '@icp-studio/service-kit';
import { TestRun, type NatsStack, type Person } from '@icp-studio/service-kit/testing';
import { startTestAuth } from '../../auth/test/auth-service.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../src/app.js';
import { playbookConfigSchema } from '../src/config.js';

/** The kit's helpers (`eventually`, `rpcError`, ...) under this harness's name. */
export * from '@icp-studio/service-kit/testing';

export interface Stack extends NatsStack {
  /** A profile owned by `owner`, made through the icp service. */
  createIcp(owner: Person, name: string): Promise<Icp>;
  /** The playbook service instances (one unless asked for more), for reaching their providers. */
  playbooks: ServiceHandle[];
}

/**
 * The stack; `playbookInstances` playbook services on the same database (1 by default). Their KPI
 * reminder sweep is off (`KPI_REMINDER_INTERVAL_MS=0`): tests run it with a chosen day.
 */
export async function startStack(
  opts: { scopeCacheMs?: number; playbookInstances?: number } = {},
): Promise<Stack> {
  const run = await TestRun.start('playbook');
  return run.guard(async () => {
    const env = run.env({ SCOPE_CACHE_MS: String(opts.scopeCacheMs ?? 5000), KPI_REMINDER_INTERVAL_MS: '0' });
    await startTestAuth(run, env);
    await run.start(() => startIcpService(icpConfigSchema.parse(env), { handleSignals: false }));
    const playbooks: ServiceHandle[] = [];
    for (let i = 0; i < (opts.playbookInstances ?? 1); i++) {
      playbooks.push(
        await run.start(() =>
          startPlaybookService(playbookConfigSchema.parse(env), { handleSignals: false }),
        ),
      );
    }

    const stack = await run.natsStack('playbook-integration-test');
    return {
      ...stack,
      playbooks,
      createIcp: (owner, name) =>
        stack.call<Icp>(ICP.create, { name, type: 'b2b', industry: 'Dental practices' }, owner),
    };
  });
}
