import { Input, Link, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { TagListInput } from '@/components/ui/tag-list-input';
import type { IcpOption } from '../../api/get-icp-options';
import { defaultPlaybookName, type PlaybookFormValues } from '../../lib/playbook-form';
import { FieldCompliance, WizardComplianceNotice } from './field-compliance';

export interface StepStrategyProps {
  /** Profiles to choose from when the wizard was opened without one; omit to hide the picker. */
  icpOptions?: IcpOption[];
  icpOptionsLoading?: boolean;
}

/** Step 1: Strategy & Goals. */
export function StepStrategy({ icpOptions, icpOptionsLoading }: StepStrategyProps) {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<PlaybookFormValues>();

  const icpField = register('icpId');

  return (
    <Stack gap="6">
      {icpOptions ? (
        <FormField
          label="Client profile (ICP)"
          error={errors.icpId?.message}
          helperText={
            !icpOptionsLoading && icpOptions.length === 0 ? (
              <>
                There is no client profile to build on yet.{' '}
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to="/icp/new">Create a profile first</RouterLink>
                </Link>
              </>
            ) : (
              'The ideal client profile this playbook targets.'
            )
          }
        >
          <NativeSelect.Root disabled={icpOptionsLoading}>
            <NativeSelect.Field
              {...icpField}
              onChange={(event) => {
                const previous = icpOptions.find((o) => o.id === getValues('icpId'));
                const next = icpOptions.find((o) => o.id === event.target.value);
                const name = getValues('name').trim();
                // Keep a name the user typed; follow the profile while the name is the default one.
                if (!name || name === defaultPlaybookName(previous?.name)) {
                  setValue('name', defaultPlaybookName(next?.name), { shouldDirty: true });
                }
                void icpField.onChange(event);
              }}
            >
              <option value="">{icpOptionsLoading ? 'Loading profiles...' : 'Select a profile'}</option>
              {icpOptions.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                  {o.clientName ? ` (${o.clientName})` : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}

      <FormField label="Playbook name" error={errors.name?.message}>
        <Input
          {...register('name')}
          placeholder="e.g. Boutique Law Firms - Marketing Playbook"
          maxLength={200}
        />
      </FormField>

      <Controller
        control={control}
        name="marketingGoals"
        render={({ field, fieldState }) => (
          <TagListInput
            label="Marketing goals"
            itemName="goal"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            helperText="Press Enter or + to add each goal."
            placeholder="e.g. Book 20 discovery calls a month"
            maxItems={50}
          />
        )}
      />

      <Stack gap="2">
        <FormField
          label="Market positioning"
          error={errors.positioning?.message}
          helperText="How you want this client to see you against the alternatives."
        >
          <Textarea
            {...register('positioning')}
            autoresize
            minH="24"
            placeholder="e.g. The only firm that pairs litigation experience with fixed-fee pricing"
          />
        </FormField>
        <FieldCompliance name="positioning" label="Market positioning" />
      </Stack>

      <Stack gap="2">
        <FormField
          label="Value proposition"
          error={errors.valueProposition?.message}
          helperText="The outcome you promise, in a sentence or two."
        >
          <Textarea
            {...register('valueProposition')}
            autoresize
            minH="24"
            placeholder="e.g. We help boutique firms win more referrals with a predictable, low-effort marketing rhythm"
          />
        </FormField>
        <FieldCompliance name="valueProposition" label="Value proposition" />
      </Stack>
      <WizardComplianceNotice />
    </Stack>
  );
}
