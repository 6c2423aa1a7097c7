import { Controller, Module } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ICP, type Draft, type Icp, type IcpScore, type RpcRequest } from '@icp-studio/contracts';
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

const ID = '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f10';
const AT = '2026-01-01T00:00:00.000Z';
const ICP_ANSWER: Icp = {
  id: ID,
  name: 'Stand-in',
  userId: ID,
  createdBy: ID,
  status: 'draft',
  type: 'b2b',
  industry: null,
  companySize: null,
  revenue: null,
  technographics: [],
  decisionMakerRole: null,
  decisionMakerTitle: null,
  ageRange: null,
  gender: null,
  education: null,
  occupation: null,
  income: null,
  geographics: [],
  psychographics: null,
  behavioralTraits: [],
  painPoints: [],
  needs: [],
  goals: [],
  preferredChannels: [],
  buyerJourney: null,
  personaNarrative: null,
  aiSuggestions: null,
  createdAt: AT,
  updatedAt: AT,
};
const DRAFT_ANSWER: Draft = {
  id: ID,
  userId: ID,
  clientType: null,
  name: null,
  industry: null,
  draftData: {},
  currentStep: 1,
  lastSaved: AT,
  clientId: null,
};
const SCORE_ANSWER: IcpScore = {
  icpId: ID,
  overallScore: 0,
  demographicsScore: 0,
  psychographicsScore: 0,
  painPointsScore: 0,
  needsScore: 0,
  channelsScore: 0,
  suggestions: [],
  rubricVersion: 1,
  aiStatus: 'none',
  aiSuggestions: null,
  analyzedAt: AT,
};

/**
 * The smallest answer of each subject's response schema (contracts' RPC map): the gateway's client
 * refuses answers that do not fit, and passes the echo's extra fields on as they are.
 */
function shapeOf(subject: string): object {
  if (subject === ICP.getScore || subject === ICP.analyze) return SCORE_ANSWER;
  if (subject === ICP.getDraft || subject === ICP.createDraft || subject === ICP.updateDraft)
    return DRAFT_ANSWER;
  if (subject === ICP.delete || subject === ICP.deleteDraft) return { message: 'Deleted' };
  if (subject === ICP.canSee) return { allowed: true, ownerId: ID };
  if (subject === ICP.applyAiAnalysis) return { applied: true };
  if (subject === ICP.stats) return { total: 0 };
  return ICP_ANSWER;
}

/**
 * A stand-in for the icp service, answering every ICP subject with what it received (subject, actor,
 * body, correlation id) on top of a minimal answer of the subject's contract. It tests the gateway's
 * forwarding only: the real rules live in services/icp.
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
      return { items: [{ ...ICP_ANSWER, ...echo }], total: 1, limit, offset };
    }
    if (subject === ICP.listDrafts) return [{ ...DRAFT_ANSWER, ...echo }];
    return { ...shapeOf(subject), ...echo };
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
