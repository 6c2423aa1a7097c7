/**
 * Integration harness: a fresh database, the real auth and icp services and the playbook service, all
 * started in-process on the local NATS under this file's own subject prefix; users made through auth's
 * own subjects, profiles through icp's; and a log of every event published under the prefix. Built on
 * the test kit (`@icp-studio/service-kit/testing`).
 */
import 'reflect-metadata';
import { ICP, type Icp } from '@icp-studio/contracts';
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
}

export async function startStack(opts: { scopeCacheMs?: number } = {}): Promise<Stack> {
  const run = await TestRun.start('playbook');
  return run.guard(async () => {
    const env = run.env({ SCOPE_CACHE_MS: String(opts.scopeCacheMs ?? 5000) });
    await startTestAuth(run, env);
    await run.start(() => startIcpService(icpConfigSchema.parse(env), { handleSignals: false }));
    await run.start(() => startPlaybookService(playbookConfigSchema.parse(env), { handleSignals: false }));

    const stack = await run.natsStack('playbook-integration-test');
    return {
      ...stack,
      createIcp: (owner, name) =>
        stack.call<Icp>(ICP.create, { name, type: 'b2b', industry: 'Dental practices' }, owner),
    };
  });
}
