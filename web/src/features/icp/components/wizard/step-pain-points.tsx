import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListField } from './list-field';

/** Step 4: challenges, needs and goals. */
export function StepPainPoints({ suggestions }: { suggestions?: ReactNode }) {
  return (
    <Stack gap="6">
      <ListField
        name="painPoints"
        label="Pain points"
        itemName="pain point"
        placeholder="e.g. Month-end close takes too long"
      />
      {suggestions}
      <ListField name="needs" label="Needs" itemName="need" placeholder="e.g. Real-time cash visibility" />
      <ListField name="goals" label="Goals" itemName="goal" placeholder="e.g. Cut reporting time in half" />
    </Stack>
  );
}
