import { Stack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { parseCampaigns, parseKpis, parseTargetMetrics } from '../../lib/json-or-text';
import type { PlaybookFormValues } from '../../lib/playbook-form';
import { FormatHint } from './format-hint';

const mono = { fontFamily: 'mono', fontSize: 'sm' } as const;

/** Step 4: Campaigns & Metrics. `aiPanel` is the AI campaign ideas slot. */
export function StepCampaigns({ aiPanel }: { aiPanel?: ReactNode }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PlaybookFormValues>();
  const [campaigns = '', kpis = '', targetMetrics = ''] = useWatch({
    control,
    name: ['campaigns', 'kpis', 'targetMetrics'],
  });

  return (
    <Stack gap="6">
      {aiPanel}
      <Stack gap="2">
        <FormField
          label="Campaigns"
          error={errors.campaigns?.message}
          helperText='Describe your campaigns, or paste JSON: [{"name": "...", "objective": "...", "timeline": "..."}]'
        >
          <Textarea
            {...register('campaigns')}
            autoresize
            minH="32"
            {...(campaigns.trim().startsWith('[') || campaigns.trim().startsWith('{') ? mono : {})}
            placeholder="e.g. Q1 referral push: re-engage 50 past clients with a case-study series (8 weeks)"
          />
        </FormField>
        <FormatHint text={campaigns} parsed={parseCampaigns(campaigns)} kind="campaigns" />
      </Stack>

      <Stack gap="2">
        <FormField
          label="KPIs"
          error={errors.kpis?.message}
          helperText='Text, or JSON: [{"name": "Qualified leads", "target": "40 / month"}]'
        >
          <Textarea
            {...register('kpis')}
            autoresize
            minH="24"
            {...(kpis.trim().startsWith('[') || kpis.trim().startsWith('{') ? mono : {})}
            placeholder="e.g. Qualified leads: 40 a month; discovery-call rate: 25%"
          />
        </FormField>
        <FormatHint text={kpis} parsed={parseKpis(kpis)} kind="kpis" />
      </Stack>

      <Stack gap="2">
        <FormField
          label="Target metrics"
          error={errors.targetMetrics?.message}
          helperText='Text, or a JSON object: {"Website conversion": "3%", "Cost per lead": "$45"}'
        >
          <Textarea
            {...register('targetMetrics')}
            autoresize
            minH="20"
            {...(targetMetrics.trim().startsWith('{') ? mono : {})}
            placeholder="e.g. 3% website conversion, under $45 per lead"
          />
        </FormField>
        <FormatHint text={targetMetrics} parsed={parseTargetMetrics(targetMetrics)} kind="metrics" />
      </Stack>

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
    </Stack>
  );
}
