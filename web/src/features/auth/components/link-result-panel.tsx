import { Box, Heading, Icon, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The body of the pages an e-mailed link opens (`/confirm-email/…`, `/undo-email-change/…`): a round icon
 * in the tone of the outcome, the page's heading and what follows.
 */
export function LinkResultPanel({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'green' | 'red' | 'orange';
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="5" textAlign="center" align="center">
      <Box
        boxSize="14"
        borderRadius="full"
        bg={`${tone}.subtle`}
        color={`${tone}.fg`}
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        <Icon boxSize="7">{icon}</Icon>
      </Box>
      <Heading as="h1" size="2xl" letterSpacing="-0.01em">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
