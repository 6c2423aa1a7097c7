import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled group of fields inside a wizard step. */
export function StepSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Box as="fieldset" minW="0">
      <Box as="legend" mb="4" width="full">
        <Heading as="h3" size="sm" fontWeight="semibold">
          {title}
        </Heading>
        {description ? (
          <Text fontSize="sm" color="fg.muted" mt="0.5">
            {description}
          </Text>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}
