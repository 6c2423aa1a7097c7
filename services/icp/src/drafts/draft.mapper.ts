import type { Draft, Json } from '@icp-studio/contracts';
import type { DraftEntity } from './draft.entity.js';

export function toDraft(e: DraftEntity): Draft {
  return {
    id: e.id,
    userId: e.userId,
    clientType: e.clientType,
    name: e.name,
    industry: e.industry,
    draftData: e.draftData as Record<string, Json>,
    currentStep: e.currentStep,
    lastSaved: e.lastSaved.toISOString(),
    clientId: e.clientId,
  };
}
