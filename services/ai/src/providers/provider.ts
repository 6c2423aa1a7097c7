import type {
  AiAnalysisResult,
  AiOperatorProvider,
  CampaignSuggestion,
  Icp,
  IcpScore,
  Json,
  Messaging,
  PlaybookGenerationOptions,
  PlaybookSectionName,
  PlaybookSections,
} from '@icp-studio/contracts';

/** The wizard's form as the browser holds it (`icpData`): any JSON, read field by field. */
export type IcpData = Record<string, Json>;

/**
 * Sections the user already holds (accepted, edited or regenerated earlier): a section that depends on
 * others (the roadmap on the channels and KPIs, the budget on the roadmap) is written against these, so
 * its campaigns stay on the user's channels and drive the user's KPIs.
 */
export type CurrentSections = Partial<Pick<PlaybookSections, 'channels' | 'kpis' | 'roadmap'>>;

/** One section of a generated playbook asked of a language model (see playbook-prompts.ts). */
export interface PlaybookSectionInput {
  section: PlaybookSectionName;
  icpData: IcpData;
  options: PlaybookGenerationOptions;
  current: CurrentSections;
}

export interface DemographicsInput {
  type: 'b2b' | 'b2c';
  /** The user's own trade (a profession id); the client's trade is `industry`. */
  profession?: string | null;
  industry?: string | null;
  companySize?: string | null;
  ageRange?: string | null;
  /** Where the clients are: the country decides currency and institutions (docs/engine.md, "Stated facts"). */
  geographics?: string[] | null;
}

/** What the product asks of an AI: one kind of task each, with its input. */
export type AiTask =
  | { kind: 'demographics'; input: DemographicsInput }
  | { kind: 'painPoints'; input: { icpData: IcpData } }
  | { kind: 'channels'; input: { icpData: IcpData } }
  | { kind: 'messaging'; input: { icpData: IcpData } }
  | { kind: 'campaigns'; input: { icpData: IcpData; channels: string[] } }
  | { kind: 'analysis'; input: { icp: Icp; score: IcpScore | null } }
  /** One section of a generated playbook (docs/engine.md, "Generating a playbook"). */
  | { kind: 'playbookSection'; input: PlaybookSectionInput };

export type TaskKind = AiTask['kind'];
export type TaskOf<K extends TaskKind> = Extract<AiTask, { kind: K }>;

/** What each task answers, already checked and cleaned. */
export interface TaskOutputs {
  demographics: string[];
  painPoints: string[];
  channels: string[];
  messaging: Messaging;
  campaigns: CampaignSuggestion[];
  analysis: AiAnalysisResult;
  /** The section, checked against its contract schema (null: a budget without a budget in the options). */
  playbookSection: PlaybookSections[keyof PlaybookSections];
}

/**
 * One AI provider: the four language-model providers (OpenAI, a custom OpenAI-compatible endpoint,
 * Anthropic, Gemini) and the offline built-in engine all answer every task through `run`.
 */
export interface AiProvider {
  readonly id: AiOperatorProvider;
  /** The model asked (null for the built-in engine). */
  readonly model: string | null;
  /** Calls a service outside this installation (rate limits differ). */
  readonly external: boolean;
  run<K extends TaskKind>(task: TaskOf<K>): Promise<TaskOutputs[K]>;
}
