import { LIMITS } from '@icp-studio/contracts';
import { Box, HStack, Icon, Input, RadioCard, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { LuBuilding2, LuUser } from 'react-icons/lu';
import { FormField } from '@/components/ui/form-field';
import { ProfessionSelect } from '@/components/ui/profession-select';
import type { IcpFormValues } from '../../lib/icp-form';
import { FieldCounter } from './field-counter';
import { fieldMessage } from './form-errors';
import { usePlaceholders } from './use-placeholders';

const TYPES = [
  {
    value: 'b2b',
    title: 'B2B',
    description: 'Business to business: companies and the people who buy for them.',
    icon: LuBuilding2,
  },
  {
    value: 'b2c',
    title: 'B2C',
    description: 'Business to consumer: individuals who buy for themselves.',
    icon: LuUser,
  },
] as const;

/** Step 1: the profile's name and type. */
export function StepBasicInfo() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<IcpFormValues>();
  const ph = usePlaceholders();

  return (
    <Stack gap="6">
      <FormField
        label="Profile name"
        error={fieldMessage(errors.name)}
        helperText="A name your team will recognise."
        counter={<FieldCounter name="name" max={LIMITS.shortText} />}
      >
        <Input {...register('name')} placeholder={ph.name} autoComplete="off" />
      </FormField>

      <Controller
        control={control}
        name="profession"
        render={({ field, fieldState }) => (
          <FormField
            label="Your profession"
            error={fieldMessage(fieldState.error)}
            helperText="The trade this profile is for: examples, AI suggestions and quality tips speak of its clients."
          >
            <ProfessionSelect
              value={field.value ?? ''}
              onChange={(id) => field.onChange(id || null)}
              placeholder="Not set"
            />
          </FormField>
        )}
      />

      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <RadioCard.Root
            name={field.name}
            value={field.value}
            onValueChange={(e) => field.onChange(e.value)}
            colorPalette="brand"
            orientation="horizontal"
            align="start"
            invalid={Boolean(fieldState.error)}
          >
            <RadioCard.Label fontWeight="medium" fontSize="sm" mb="1.5">
              Client type
            </RadioCard.Label>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align="stretch">
              {TYPES.map((t) => (
                <RadioCard.Item key={t.value} value={t.value} flex="1" borderRadius="lg">
                  <RadioCard.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioCard.ItemControl>
                    <HStack gap="3" align="start" flex="1">
                      <Box
                        boxSize="10"
                        flexShrink={0}
                        borderRadius="lg"
                        bg="brand.subtle"
                        color="brand.fg"
                        display="flex"
                        alignItems="center"
                        justifyContent="center"
                      >
                        <Icon boxSize="5">
                          <t.icon />
                        </Icon>
                      </Box>
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText fontWeight="semibold">{t.title}</RadioCard.ItemText>
                        <RadioCard.ItemDescription>{t.description}</RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                    </HStack>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </Stack>
            {fieldState.error?.message ? (
              <Text color="fg.error" fontSize="sm" mt="1.5">
                {fieldState.error.message}
              </Text>
            ) : null}
          </RadioCard.Root>
        )}
      />
    </Stack>
  );
}
