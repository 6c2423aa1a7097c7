import { Controller, Module } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ICP, type RpcRequest } from '@icp-studio/contracts';
import {
  DomainError,
  currentCorrelationId,
  requireActor,
  startMicroservice,
  type ServiceHandle,
} from '@icp-studio/service-kit';
import { testEnv } from '@icp-studio/service-kit/testing';

/** An id the stand-in answers 404 for, to check that service errors come through as they are. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000404';

export interface Echo {
  subject: string;
  actor: unknown;
  body: unknown;
  correlationId: string | undefined;
}

/**
 * A stand-in for the icp service, answering every ICP subject with what it received (subject, actor,
 * body, correlation id). It tests the gateway's forwarding only: the real rules live in services/icp.
 */
@Controller()
class IcpStandIn {}

for (const [name, subject] of Object.entries(ICP)) {
  const handler = (
    req: RpcRequest,
  ): Echo | Echo[] | { items: Echo[]; total: number; limit: number; offset: number } => {
    requireActor(req);
    if ((req.body as { id?: string } | null)?.id === MISSING_ID) throw DomainError.notFound('ICP not found');
    const echo = { subject, actor: req.actor, body: req.body, correlationId: currentCorrelationId() };
    if (subject === ICP.list) {
      const { limit, offset } = req.body as { limit: number; offset: number };
      return { items: [echo], total: 1, limit, offset };
    }
    if (subject === ICP.listDrafts) return [echo];
    return echo;
  };
  Object.defineProperty(IcpStandIn.prototype, name, { value: handler, writable: true, configurable: true });
  MessagePattern(subject)(
    IcpStandIn.prototype,
    name,
    Object.getOwnPropertyDescriptor(IcpStandIn.prototype, name)!,
  );
}

@Module({ controllers: [IcpStandIn] })
class IcpStandInModule {}

export function startIcpStandIn(suffix: string): Promise<ServiceHandle> {
  return startMicroservice({
    service: `icp-stand-in-${suffix}`,
    module: IcpStandInModule,
    natsUrl: testEnv.natsUrl,
    handleSignals: false,
  });
}
