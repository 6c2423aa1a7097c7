import { Stack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { kpiNameOptions } from '../../lib/field-rows';
import type { PlaybookFormValues } from '../../lib/playbook-form';
import { StructuredFieldEditor } from '../editors/structured-field-editor';
import { FieldCompliance, WizardComplianceNotice } from './field-compliance';

/** Step 4: Campaigns & Metrics. `aiPanel` is the AI campaign ideas slot. */
export function StepCampaigns({ aiPanel }: { aiPanel?: ReactNode }) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = useFormContext<PlaybookFormValues>();
  const kpiOptions = kpiNameOptions(watch('kpis'));

  return (
    <Stack gap="8">
      {aiPanel}
      <Stack gap="2">
        <Controller
          control={control}
          name="campaigns"
          render={({ field, fieldState }) => (
            <StructuredFieldEditor
              kind="campaigns"
              label="Campaigns"
              helperText="Each campaign on the timeline, in the order it starts."
              emptyText="No campaigns yet."
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              placeholder="e.g. Q1 referral push: re-engage 50 past clients with a case-study series (8 weeks)"
              kpiOptions={kpiOptions}
            />
          )}
        />
        <FieldCompliance name="campaigns" label="Campaigns" />
      </Stack>

      <Controller
        control={control}
        name="kpis"
        render={({ field, fieldState }) => (
          <StructuredFieldEditor
            kind="kpis"
            label="KPIs"
            helperText="What you will measure, the target, and over what period."
            emptyText="No KPIs yet."
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            placeholder="e.g. Qualified leads: 40 a month; discovery-call rate: 25%"
          />
        )}
      />

      <Controller
        control={control}
        name="targetMetrics"
        render={({ field, fieldState }) => (
          <StructuredFieldEditor
            kind="targetMetrics"
            label="Target metrics"
            helperText="The numbers that tell you the playbook works."
            emptyText="No target metrics yet."
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            placeholder="e.g. 3% website conversion, under $45 per lead"
          />
        )}
      />

      <FormField
        label="Timeline"
        error={errors.timeline?.message}
        helperText="Phases and milestones for rolling the playbook out."
      >
        <Textarea
          {...register('timeline')}
          autoresize
          minH="24"
          placeholder="e.g. Month 1: foundations. Months 2-3: launch campaigns. Month 4: review and scale"
        />
      </FormField>
      <WizardComplianceNotice />
    </Stack>
  );
}
