import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One card of Settings › Account: a heading, what it is for, and its form. */
export function AccountSection({
  id,
  title,
  description,
  tone,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: 'danger';
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      borderWidth="1px"
      borderColor={tone === 'danger' ? 'red.muted' : undefined}
      borderRadius="2xl"
      bg="bg.panel"
      px={{ base: '5', md: '7' }}
      py="6"
    >
      <Stack gap="5">
        <Box>
          <Heading as="h2" size="md" id={`${id}-title`}>
            {title}
          </Heading>
          {description ? (
            <Text color="fg.muted" mt="1" textStyle="sm">
              {description}
            </Text>
          ) : null}
        </Box>
        {children}
      </Stack>
    </Box>
  );
}
