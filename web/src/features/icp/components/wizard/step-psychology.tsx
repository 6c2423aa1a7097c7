import { Stack, Textarea } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { IcpFormValues } from '../../lib/icp-form';
import { fieldMessage } from './form-errors';
import { ListField } from './list-field';

/** Step 3: values, interests and motivations, and observable behaviour. */
export function StepPsychology() {
  const {
    register,
    formState: { errors },
  } = useFormContext<IcpFormValues>();
  return (
    <Stack gap="6">
      <FormField
        label="Psychographics"
        error={fieldMessage(errors.psychographics)}
        helperText="Values, beliefs, interests, lifestyle and what motivates them."
      >
        <Textarea
          {...register('psychographics')}
          rows={6}
          autoresize
          maxLength={5000}
          placeholder="e.g. Ambitious and data-driven; values efficiency and predictable growth over novelty…"
        />
      </FormField>
      <ListField
        name="behavioralTraits"
        label="Behavioral traits"
        itemName="behavioral trait"
        placeholder="e.g. Researches thoroughly before buying"
      />
    </Stack>
  );
}
