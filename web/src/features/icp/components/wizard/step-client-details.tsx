import { Box, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { GENDER_OPTIONS, type IcpFormValues } from '../../lib/icp-form';
import { fieldMessage } from './form-errors';
import { usePlaceholders } from './use-placeholders';
import { ListField } from './list-field';
import { StepSection } from './step-section';

/** Step 2: firmographics (b2b) or demographics (b2c), geography, and who is not a fit, for both. */
export function StepClientDetails({ suggestions }: { suggestions?: ReactNode }) {
  const { control } = useFormContext<IcpFormValues>();
  const type = useWatch({ control, name: 'type' });

  return (
    <Stack gap="8">
      {type === 'b2c' ? (
        <StepSection title="Demographics" description="The people you serve best.">
          <DemographicsFields />
        </StepSection>
      ) : (
        <StepSection title="Firmographics" description="The companies you serve best, and who decides.">
          <FirmographicsFields />
        </StepSection>
      )}

      <ListField
        name="geographics"
        label="Geography"
        itemName="location"
        placeholder="e.g. North America"
        helperText="Regions, countries or cities where your best clients are. Press Enter or + to add."
      />

      {suggestions}

      <DisqualifiersField />
    </Stack>
  );
}

/**
 * Not a fit (anti-ICP): who the firm does not want as a client. A client list row that hits one has its
 * fit score capped (docs/evidence.md, Fit score); the profile page edits it in place too.
 */
export function DisqualifiersField() {
  return (
    <ListField
      name="disqualifiers"
      label="Not a fit (anti-ICP)"
      itemName="disqualifier"
      placeholder="e.g. fewer than 5 employees"
      helperText="Who you do not want as a client, e.g. “wants one-off filings only”. Press Enter or + to add."
    />
  );
}

/** The b2c details (age range, gender, education, occupation, income); the profile page edits them in place too. */
export function DemographicsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<IcpFormValues>();
  const ph = usePlaceholders();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <FormField label="Age range" error={fieldMessage(errors.ageRange)}>
        <Input {...register('ageRange')} placeholder="e.g. 28-45" maxLength={200} />
      </FormField>
      <FormField label="Gender" error={fieldMessage(errors.gender)}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('gender')}>
            {GENDER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Education" error={fieldMessage(errors.education)}>
        <Input {...register('education')} placeholder="e.g. Bachelor's degree" maxLength={200} />
      </FormField>
      <FormField label="Occupation" error={fieldMessage(errors.occupation)}>
        <Input {...register('occupation')} placeholder={ph.occupation} maxLength={200} />
      </FormField>
      <FormField label="Income range" error={fieldMessage(errors.income)}>
        <Input {...register('income')} placeholder={ph.income} maxLength={200} />
      </FormField>
    </SimpleGrid>
  );
}

/**
 * The b2b details (industry, company size, revenue, decision maker, technology stack); the profile page
 * edits them in place too.
 */
export function FirmographicsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<IcpFormValues>();
  const ph = usePlaceholders();
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label="Industry" error={fieldMessage(errors.industry)}>
          <Input {...register('industry')} placeholder={ph.industry} maxLength={200} />
        </FormField>
        <FormField label="Company size" error={fieldMessage(errors.companySize)}>
          <Input {...register('companySize')} placeholder="e.g. 50-200 employees" maxLength={200} />
        </FormField>
        <FormField label="Revenue range" error={fieldMessage(errors.revenue)}>
          <Input {...register('revenue')} placeholder={ph.revenue} maxLength={200} />
        </FormField>
        <FormField label="Decision maker role" error={fieldMessage(errors.decisionMakerRole)}>
          <Input {...register('decisionMakerRole')} placeholder={ph.decisionMakerRole} maxLength={200} />
        </FormField>
        <FormField label="Decision maker title" error={fieldMessage(errors.decisionMakerTitle)}>
          <Input {...register('decisionMakerTitle')} placeholder={ph.decisionMakerTitle} maxLength={200} />
        </FormField>
      </SimpleGrid>
      <Box mt="5">
        <ListField
          name="technographics"
          label="Technology stack"
          itemName="technology"
          placeholder={ph.technographics}
        />
      </Box>
    </>
  );
}
