import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A dashboard section's title, optional subtitle and an action on the right. */
export function SectionHeading({
  id,
  title,
  subtitle,
  action,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  return (
    <HStack justify="space-between" align="end" gap="4" mb="4" wrap="wrap">
      <Box>
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {subtitle ? (
          <Text color="fg.muted" fontSize="sm" mt="0.5">
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {action}
    </HStack>
  );
}
