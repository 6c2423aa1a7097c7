import { Box, Button, Container, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuSearchX, LuTriangleAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

export interface PageStateProps {
  title: string;
  description?: string;
  kind?: 'not-found' | 'error';
  backTo?: string;
  backLabel?: string;
  action?: ReactNode;
  /** h1 in place of a page; h2 inside a page that has its own h1 (a list's empty state). */
  headingAs?: 'h1' | 'h2';
}

/** A full-width message in place of a page: something missing ("Playbook not found") or failing. */
export function PageState({
  title,
  description,
  kind = 'not-found',
  backTo = '/',
  backLabel = 'Back to dashboard',
  action,
  headingAs = 'h1',
}: PageStateProps) {
  return (
    <Container maxW="xl" py={{ base: '12', md: '20' }}>
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
        role={kind === 'error' ? 'alert' : undefined}
      >
        <Box
          boxSize="12"
          borderRadius="full"
          bg={kind === 'error' ? 'red.subtle' : 'brand.subtle'}
          color={kind === 'error' ? 'red.fg' : 'brand.fg'}
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          <Icon boxSize="6">{kind === 'error' ? <LuTriangleAlert /> : <LuSearchX />}</Icon>
        </Box>
        <Heading as={headingAs} size="xl">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" textWrap="pretty">
            {description}
          </Text>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
          {action}
          <Button asChild variant="outline">
            <RouterLink to={backTo}>
              <LuArrowLeft /> {backLabel}
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
