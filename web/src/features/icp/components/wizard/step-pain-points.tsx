import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListField } from './list-field';
import { usePlaceholders } from './use-placeholders';

/** Step 4: challenges, needs and goals. */
export function StepPainPoints({ suggestions }: { suggestions?: ReactNode }) {
  const ph = usePlaceholders();
  return (
    <Stack gap="6">
      <ListField name="painPoints" label="Pain points" itemName="pain point" placeholder={ph.painPoints} />
      {suggestions}
      <ListField name="needs" label="Needs" itemName="need" placeholder={ph.needs} />
      <ListField name="goals" label="Goals" itemName="goal" placeholder={ph.goals} />
    </Stack>
  );
}
