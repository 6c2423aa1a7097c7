import { Stack, Textarea } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { LIMITS } from '@icp-studio/contracts';
import { FormField } from '@/components/ui/form-field';
import type { IcpFormValues } from '../../lib/icp-form';
import { FieldCounter } from './field-counter';
import { fieldMessage } from './form-errors';
import { ListField } from './list-field';
import { usePlaceholders } from './use-placeholders';

/** Step 3: values, interests and motivations, and observable behaviour. */
export function StepPsychology() {
  const {
    register,
    formState: { errors },
  } = useFormContext<IcpFormValues>();
  const ph = usePlaceholders();
  return (
    <Stack gap="6">
      <FormField
        label="Psychographics"
        error={fieldMessage(errors.psychographics)}
        helperText="Values, beliefs, interests, lifestyle and what motivates them."
        counter={<FieldCounter name="psychographics" max={LIMITS.longText} />}
      >
        <Textarea {...register('psychographics')} rows={6} autoresize placeholder={ph.psychographics} />
      </FormField>
      <ListField
        name="behavioralTraits"
        label="Behavioral traits"
        itemName="behavioral trait"
        placeholder={ph.behavioralTraits}
      />
    </Stack>
  );
}
