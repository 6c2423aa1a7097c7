import {
  LIMITS,
  playbookFieldsSchema,
  type Json,
  type Playbook,
  type PlaybookFields,
  type Status,
} from '@icp-studio/contracts';
import { z } from 'zod';
import { channelNames, mergeChannels } from './channels';
import {
  parseCampaigns,
  parseKpis,
  parseStructured,
  parseTargetMetrics,
  toEditableText,
} from './json-or-text';

const { shape } = playbookFieldsSchema;

const list = (label: string) =>
  z
    .array(
      z
        .string()
        .max(LIMITS.listItemText, `${label} entries must be at most ${LIMITS.listItemText} characters`),
    )
    .max(LIMITS.listItems, `${label} can hold at most ${LIMITS.listItems} entries`);

const longText = (label: string) =>
  z.string().max(LIMITS.longText, `${label} must be at most ${LIMITS.longText} characters`);

const structuredText = (label: string) => z.string().max(20000, `${label} must be at most 20000 characters`);

/**
 * The wizard's form: the contract's playbook fields as the inputs hold them (lists of text, and text for
 * the "JSON or text" fields). `icpId` and `name` use the contract's own rules and messages
 * ('ICP is required', 'Playbook name is required').
 */
export const playbookFormSchema = z.object({
  icpId: shape.icpId,
  name: shape.name,
  marketingGoals: list('Goals'),
  positioning: longText('Positioning'),
  valueProposition: longText('Value proposition'),
  keyMessages: list('Key messages'),
  messagingPillars: structuredText('Messaging pillars'),
  tonality: z.string().max(LIMITS.shortText, `Tonality must be at most ${LIMITS.shortText} characters`),
  selectedChannels: list('Channels'),
  contentStrategy: longText('Content strategy'),
  campaigns: structuredText('Campaigns'),
  kpis: structuredText('KPIs'),
  targetMetrics: structuredText('Target metrics'),
  timeline: longText('Timeline'),
  teamRoles: structuredText('Team roles'),
});

export type PlaybookFormValues = z.input<typeof playbookFormSchema>;
export type PlaybookFormField = keyof PlaybookFormValues;

export interface WizardStep {
  id: number;
  title: string;
  description: string;
  fields: PlaybookFormField[];
}

/** The five steps (docs/product.md §2) and the fields each one validates before moving on. */
export const WIZARD_STEPS: WizardStep[] = [
  {
    id: 1,
    title: 'Strategy & Goals',
    description: 'Name the playbook and set what it should achieve.',
    fields: ['icpId', 'name', 'marketingGoals', 'positioning', 'valueProposition'],
  },
  {
    id: 2,
    title: 'Messaging',
    description: 'The core messages, the pillars behind them and the voice.',
    fields: ['keyMessages', 'messagingPillars', 'tonality'],
  },
  {
    id: 3,
    title: 'Channels & Content',
    description: 'Where you will reach this client and what you will publish.',
    fields: ['selectedChannels', 'contentStrategy'],
  },
  {
    id: 4,
    title: 'Campaigns & Metrics',
    description: 'The campaigns to run and how success is measured.',
    fields: ['campaigns', 'kpis', 'targetMetrics', 'timeline'],
  },
  {
    id: 5,
    title: 'Team & Review',
    description: 'Who does what, and a last look before saving.',
    fields: ['teamRoles'],
  },
];

export const TOTAL_STEPS = WIZARD_STEPS.length;

/** The step that holds a field (1-based), for jumping to a server-side field error. */
export function stepOfField(field: string): number | undefined {
  return WIZARD_STEPS.find((s) => s.fields.includes(field as PlaybookFormField))?.id;
}

/** docs/product.md §2: the default name is the ICP name followed by ' - Marketing Playbook'. */
export function defaultPlaybookName(icpName: string | null | undefined): string {
  const name = icpName?.trim();
  return name ? `${name} - Marketing Playbook` : '';
}

export function emptyPlaybookForm(icpId = '', icpName?: string | null): PlaybookFormValues {
  return {
    icpId,
    name: defaultPlaybookName(icpName),
    marketingGoals: [],
    positioning: '',
    valueProposition: '',
    keyMessages: [],
    messagingPillars: '',
    tonality: '',
    selectedChannels: [],
    contentStrategy: '',
    campaigns: '',
    kpis: '',
    targetMetrics: '',
    timeline: '',
    teamRoles: '',
  };
}

/** A saved playbook as the wizard's form values (edit, or a draft picked up again). */
export function playbookToForm(p: Playbook): PlaybookFormValues {
  return {
    icpId: p.icpId,
    name: p.name ?? '',
    marketingGoals: [...(p.marketingGoals ?? [])],
    positioning: p.positioning ?? '',
    valueProposition: p.valueProposition ?? '',
    keyMessages: [...(p.keyMessages ?? [])],
    messagingPillars: toEditableText(p.messagingPillars),
    tonality: p.tonality ?? '',
    selectedChannels: channelNames(p.selectedChannels),
    contentStrategy: p.contentStrategy ?? '',
    campaigns: toEditableText(p.campaigns as Json),
    kpis: toEditableText(p.kpis as Json),
    targetMetrics: toEditableText(p.targetMetrics as Json),
    timeline: p.timeline ?? '',
    teamRoles: toEditableText(p.teamRoles),
  };
}

const textOrNull = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const cleanList = (items: string[] | undefined) => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items ?? []) {
    const trimmed = item.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) {
      seen.add(trimmed.toLowerCase());
      out.push(trimmed);
    }
  }
  return out;
};

/**
 * The body of `POST /api/playbooks` or `PUT /api/playbooks/{id}` (PUT replaces every field, so this
 * always sends all of them). Fields the wizard does not edit (the AI results) and the details of
 * structured channels are carried over from `original`.
 */
export function formToPlaybookFields(
  values: PlaybookFormValues,
  { status, original }: { status?: Status; original?: Playbook | null } = {},
): PlaybookFields {
  return {
    icpId: values.icpId,
    name: values.name.trim(),
    ...(status ? { status } : {}),
    marketingGoals: cleanList(values.marketingGoals),
    positioning: textOrNull(values.positioning),
    valueProposition: textOrNull(values.valueProposition),
    keyMessages: cleanList(values.keyMessages),
    messagingPillars: parseStructured(values.messagingPillars),
    tonality: textOrNull(values.tonality),
    selectedChannels: mergeChannels(cleanList(values.selectedChannels), original?.selectedChannels),
    contentStrategy: textOrNull(values.contentStrategy),
    campaigns: parseCampaigns(values.campaigns),
    kpis: parseKpis(values.kpis),
    targetMetrics: parseTargetMetrics(values.targetMetrics),
    timeline: textOrNull(values.timeline),
    teamRoles: parseStructured(values.teamRoles),
    aiGeneratedCampaigns: original?.aiGeneratedCampaigns ?? null,
    aiContentIdeas: original?.aiContentIdeas ?? null,
  };
}

/**
 * A saved playbook's fields exactly as stored, for a PUT that changes only some of them (a section edited
 * in place on the playbook page) or puts a previous version back (Undo).
 */
export function playbookToFields(p: Playbook): PlaybookFields {
  return {
    icpId: p.icpId,
    name: p.name,
    status: p.status,
    marketingGoals: p.marketingGoals,
    valueProposition: p.valueProposition,
    keyMessages: p.keyMessages,
    messagingPillars: p.messagingPillars,
    positioning: p.positioning,
    selectedChannels: p.selectedChannels,
    contentStrategy: p.contentStrategy,
    campaigns: p.campaigns,
    kpis: p.kpis,
    targetMetrics: p.targetMetrics,
    timeline: p.timeline,
    teamRoles: p.teamRoles,
    tonality: p.tonality,
    aiGeneratedCampaigns: p.aiGeneratedCampaigns,
    aiContentIdeas: p.aiContentIdeas,
  };
}

/** The fields a section of the playbook page edits in place (docs/product.md §2). */
export type SectionField = Exclude<PlaybookFormField, 'icpId' | 'name'>;

/**
 * The PUT body after editing some fields in place: the stored playbook with those fields read from the
 * form values the way the wizard reads them.
 */
export function sectionUpdate(
  p: Playbook,
  values: Partial<PlaybookFormValues>,
  fields: SectionField[],
): PlaybookFields {
  const read = formToPlaybookFields({ ...playbookToForm(p), ...values }, { status: p.status, original: p });
  const out = playbookToFields(p);
  for (const f of fields) (out as Record<string, unknown>)[f] = read[f];
  return out;
}
