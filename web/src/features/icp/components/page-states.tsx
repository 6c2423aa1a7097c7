import { Box, Button, Container, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuSearchX, LuTriangleAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** A centred message panel for a page that cannot show its content (not found, failed to load). */
export function PageMessage({
  title,
  description,
  tone = 'neutral',
  action,
}: {
  title: string;
  description?: string;
  tone?: 'neutral' | 'error';
  action?: ReactNode;
}) {
  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }}>
      <Stack
        align="center"
        textAlign="center"
        gap="4"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="2xl"
        px={{ base: '6', md: '10' }}
        py={{ base: '10', md: '12' }}
        boxShadow="sm"
        role={tone === 'error' ? 'alert' : undefined}
      >
        <Box
          boxSize="14"
          borderRadius="full"
          bg={tone === 'error' ? 'red.subtle' : 'brand.subtle'}
          color={tone === 'error' ? 'red.fg' : 'brand.fg'}
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          <Icon boxSize="7">{tone === 'error' ? <LuTriangleAlert /> : <LuSearchX />}</Icon>
        </Box>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" maxW="md">
            {description}
          </Text>
        ) : null}
        {action ?? (
          <Button asChild variant="outline" size="sm" mt="2">
            <RouterLink to="/">
              <LuArrowLeft /> Back to dashboard
            </RouterLink>
          </Button>
        )}
      </Stack>
    </Container>
  );
}
