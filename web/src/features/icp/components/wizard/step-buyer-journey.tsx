import { LIMITS } from '@icp-studio/contracts';
import { Stack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { IcpFormValues } from '../../lib/icp-form';
import { FieldCounter } from './field-counter';
import { fieldMessage } from './form-errors';
import { usePlaceholders } from './use-placeholders';
import { ListField } from './list-field';
import { StepSection } from './step-section';

const STAGES = [
  {
    name: 'buyerJourney.awareness',
    label: 'Awareness',
    helper: 'How do they realise they have the problem?',
  },
  {
    name: 'buyerJourney.consideration',
    label: 'Consideration',
    helper: 'How do they research and compare options?',
  },
  {
    name: 'buyerJourney.decision',
    label: 'Decision',
    helper: 'Who signs off, and what tips the decision?',
  },
] as const;

/** Step 5: where they look, and how they move from awareness to a decision. */
export function StepBuyerJourney({ suggestions }: { suggestions?: ReactNode }) {
  const ph = usePlaceholders();
  return (
    <Stack gap="8">
      <Stack gap="4">
        <ListField
          name="preferredChannels"
          label="Preferred channels"
          itemName="channel"
          placeholder={ph.preferredChannels}
        />
        {suggestions}
      </Stack>
      <StepSection title="Buyer journey" description="The path from first noticing the problem to buying.">
        <BuyerJourneyFields />
      </StepSection>
    </Stack>
  );
}

/** The three stages of the buyer journey, with their counters; the profile page edits them in place too. */
export function BuyerJourneyFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<IcpFormValues>();
  const ph = usePlaceholders();
  return (
    <Stack gap="5">
      {STAGES.map((stage) => (
        <FormField
          key={stage.name}
          label={stage.label}
          helperText={stage.helper}
          error={fieldMessage(errors.buyerJourney?.[stage.name.split('.')[1] as 'awareness'])}
          counter={<FieldCounter name={stage.name} max={LIMITS.longText} />}
        >
          <Textarea
            {...register(stage.name)}
            rows={3}
            autoresize
            placeholder={ph[stage.name.split('.')[1] as 'awareness' | 'consideration' | 'decision']}
          />
        </FormField>
      ))}
    </Stack>
  );
}
