import type {
  GeneratePlaybookResponse,
  GeneratePlaybookSectionResponse,
  Json,
  PlaybookGenerationOptions,
  PlaybookSectionName,
  PlaybookSections,
} from '@icp-studio/contracts';
import { api } from '@/lib/api-client';

export interface GeneratePlaybookInput {
  icpData: Record<string, Json>;
  options?: PlaybookGenerationOptions;
}

/** `POST /api/ai/generate-playbook`: every section of a playbook written from the profile. */
export function generatePlaybook(body: GeneratePlaybookInput): Promise<GeneratePlaybookResponse> {
  return api.call('generatePlaybook', { body });
}

export interface GeneratePlaybookSectionInput extends GeneratePlaybookInput {
  section: PlaybookSectionName;
  /** The sections the user holds that this one depends on (the roadmap on channels and KPIs...). */
  current?: Partial<Pick<PlaybookSections, 'channels' | 'kpis' | 'roadmap'>>;
}

/**
 * `POST /api/ai/generate-playbook/{section}`: one section, written by the user's provider (another
 * `variant` gives another one). `signal` stops waiting for it (the panel's Stop).
 */
export function generatePlaybookSection(
  { section, ...body }: GeneratePlaybookSectionInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GeneratePlaybookSectionResponse> {
  return api.call('generatePlaybookSection', { params: { section }, body, signal });
}
