import { Input, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { TagListInput } from '@/components/ui/tag-list-input';
import type { PlaybookFormValues } from '../../lib/playbook-form';
import { StructuredFieldEditor } from '../editors/structured-field-editor';
import { FieldCompliance, WizardComplianceNotice } from './field-compliance';

/** Step 2: Messaging. `aiPanel` is the AI messaging suggestions slot. */
export function StepMessaging({ aiPanel }: { aiPanel?: ReactNode }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PlaybookFormValues>();

  return (
    <Stack gap="6">
      {aiPanel}
      <Stack gap="2">
        <Controller
          control={control}
          name="keyMessages"
          render={({ field, fieldState }) => (
            <TagListInput
              label="Key messages"
              itemName="key message"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              helperText="3-5 core messages"
              placeholder="e.g. Referrals you can predict"
              maxItems={50}
            />
          )}
        />
        <FieldCompliance name="keyMessages" label="Key messages" />
      </Stack>

      <Stack gap="2">
        <Controller
          control={control}
          name="messagingPillars"
          render={({ field, fieldState }) => (
            <StructuredFieldEditor
              kind="messagingPillars"
              label="Messaging pillars"
              helperText="The themes every message returns to."
              emptyText="No pillars yet."
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              placeholder={'e.g.\nExpertise you can verify\nPricing without surprises'}
            />
          )}
        />
        <FieldCompliance name="messagingPillars" label="Messaging pillars" />
      </Stack>

      <FormField
        label="Brand tonality"
        error={errors.tonality?.message}
        helperText="The voice of the brand in a few words."
      >
        <Input {...register('tonality')} placeholder="e.g. Confident, warm, plain-spoken" maxLength={200} />
      </FormField>
      <WizardComplianceNotice />
    </Stack>
  );
}
