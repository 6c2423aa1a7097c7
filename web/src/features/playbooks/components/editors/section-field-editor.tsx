import { Input, Textarea } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import { TagListInput } from '@/components/ui/tag-list-input';
import { kpiNameOptions } from '../../lib/field-rows';
import type { PlaybookFormValues, SectionField } from '../../lib/playbook-form';
import { StructuredFieldEditor } from './structured-field-editor';

export interface SectionFieldEditorProps {
  field: SectionField;
  values: Partial<PlaybookFormValues>;
  onChange: (field: SectionField, value: string | string[]) => void;
  error?: string;
}

const LABELS: Record<SectionField, string> = {
  marketingGoals: 'Marketing goals',
  positioning: 'Positioning',
  valueProposition: 'Value proposition',
  keyMessages: 'Key messages',
  selectedChannels: 'Marketing channels',
  messagingPillars: 'Messaging pillars',
  tonality: 'Brand tonality',
  contentStrategy: 'Content strategy',
  campaigns: 'Campaigns',
  kpis: 'KPIs',
  targetMetrics: 'Target metrics',
  timeline: 'Timeline',
  teamRoles: 'Team roles',
};

const ITEM_NAMES = { marketingGoals: 'goal', keyMessages: 'key message', selectedChannels: 'channel' };

const EMPTY: Partial<Record<SectionField, string>> = {
  messagingPillars: 'No pillars yet.',
  campaigns: 'No campaigns yet.',
  kpis: 'No KPIs yet.',
  targetMetrics: 'No target metrics yet.',
  teamRoles: 'No roles yet.',
};

/** One playbook field edited in place on the playbook page, with the wizard's editor for it. */
export function SectionFieldEditor({ field, values, onChange, error }: SectionFieldEditorProps) {
  const label = LABELS[field];
  switch (field) {
    case 'marketingGoals':
    case 'keyMessages':
    case 'selectedChannels':
      return (
        <TagListInput
          label={label}
          itemName={ITEM_NAMES[field]}
          value={values[field] ?? []}
          onChange={(next) => onChange(field, next)}
          error={error}
          maxItems={50}
        />
      );
    case 'messagingPillars':
    case 'campaigns':
    case 'kpis':
    case 'targetMetrics':
    case 'teamRoles':
      return (
        <StructuredFieldEditor
          kind={field}
          label={label}
          emptyText={EMPTY[field]!}
          value={values[field] ?? ''}
          onChange={(text) => onChange(field, text)}
          error={error}
          kpiOptions={field === 'campaigns' ? kpiNameOptions(values.kpis) : undefined}
        />
      );
    case 'tonality':
      return (
        <FormField label={label} error={error}>
          <Input
            value={values.tonality ?? ''}
            onChange={(e) => onChange(field, e.currentTarget.value)}
            maxLength={200}
          />
        </FormField>
      );
    default:
      return (
        <FormField label={label} error={error}>
          <Textarea
            value={values[field] ?? ''}
            onChange={(e) => onChange(field, e.currentTarget.value)}
            autoresize
            minH="24"
          />
        </FormField>
      );
  }
}
