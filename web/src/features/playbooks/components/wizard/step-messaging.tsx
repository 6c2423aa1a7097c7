import { Input, Stack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { TagListInput } from '@/components/ui/tag-list-input';
import { parseStructured } from '../../lib/json-or-text';
import type { PlaybookFormValues } from '../../lib/playbook-form';
import { FormatHint } from './format-hint';

/** Step 2: Messaging. `aiPanel` is the AI messaging suggestions slot. */
export function StepMessaging({ aiPanel }: { aiPanel?: ReactNode }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PlaybookFormValues>();
  const pillars = useWatch({ control, name: 'messagingPillars' }) ?? '';

  return (
    <Stack gap="6">
      {aiPanel}
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

      <FormField
        label="Messaging pillars"
        error={errors.messagingPillars?.message}
        helperText="The themes every message returns to: one per line, or JSON."
      >
        <Textarea
          {...register('messagingPillars')}
          autoresize
          minH="24"
          {...(/^[[{]/.test(pillars.trim()) ? { fontFamily: 'mono', fontSize: 'sm' } : {})}
          placeholder={'e.g.\nExpertise you can verify\nPricing without surprises'}
        />
      </FormField>
      {pillars.trim().startsWith('[') || pillars.trim().startsWith('{') ? (
        <FormatHint text={pillars} parsed={parseStructured(pillars)} kind="structure" />
      ) : null}

      <FormField
        label="Brand tonality"
        error={errors.tonality?.message}
        helperText="The voice of the brand in a few words."
      >
        <Input {...register('tonality')} placeholder="e.g. Confident, warm, plain-spoken" maxLength={200} />
      </FormField>
    </Stack>
  );
}
