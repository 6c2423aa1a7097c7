import { Button, HStack, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { LuPlus } from 'react-icons/lu';
import { FormField } from '@/components/ui/form-field';
import { addListEntry, TagListInput } from '@/components/ui/tag-list-input';
import type { PlaybookFormValues } from '../../lib/playbook-form';
import { FieldCompliance, WizardComplianceNotice } from './field-compliance';

/** Step 3: Channels & Content. `suggestedChannels` are the profile's preferred channels. */
export function StepChannels({ suggestedChannels = [] }: { suggestedChannels?: string[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PlaybookFormValues>();

  return (
    <Stack gap="6">
      <Controller
        control={control}
        name="selectedChannels"
        render={({ field, fieldState }) => {
          const value = field.value ?? [];
          const remaining = suggestedChannels.filter(
            (c) => !value.some((v) => v.trim().toLowerCase() === c.trim().toLowerCase()),
          );
          return (
            <Stack gap="3">
              <TagListInput
                label="Marketing channels"
                itemName="channel"
                value={value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                helperText="Press Enter or + to add each channel."
                placeholder="e.g. LinkedIn"
                maxItems={50}
              />
              {remaining.length > 0 ? (
                <HStack gap="2" align="center" wrap="wrap">
                  <Text fontSize="xs" color="fg.muted">
                    From the profile:
                  </Text>
                  <Wrap gap="2">
                    {remaining.map((channel) => (
                      <Button
                        key={channel}
                        size="xs"
                        variant="outline"
                        borderRadius="full"
                        onClick={() => field.onChange([...addListEntry(value, channel)])}
                        aria-label={`Use suggested channel ${channel}`}
                      >
                        <LuPlus /> {channel}
                      </Button>
                    ))}
                  </Wrap>
                </HStack>
              ) : null}
            </Stack>
          );
        }}
      />

      <Stack gap="2">
        <FormField
          label="Content strategy"
          error={errors.contentStrategy?.message}
          helperText="Formats, topics and cadence for the content you will publish."
        >
          <Textarea
            {...register('contentStrategy')}
            autoresize
            minH="32"
            placeholder="e.g. A fortnightly case-study article, repurposed into three LinkedIn posts and one newsletter section"
          />
        </FormField>
        <FieldCompliance name="contentStrategy" label="Content strategy" />
      </Stack>
      <WizardComplianceNotice />
    </Stack>
  );
}
