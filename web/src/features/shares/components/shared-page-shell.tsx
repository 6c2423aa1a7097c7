import { Badge, Box, Container, Flex, HStack, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { LuEye, LuLink2Off } from 'react-icons/lu';
import { BrandMark } from '@/components/brand/brand-mark';

/** While mounted, the page asks search engines not to index it (`<meta name="robots" content="noindex">`). */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    meta.dataset.shareNoindex = '';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * The frame of a share link's page (`/s/:token`, docs/product.md §14): outside the signed-in shell, the
 * product's name and a "Read-only" mark, noindex.
 */
export function SharedPageShell({ label, children }: { label?: string | null; children: ReactNode }) {
  useNoIndex();
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg.panel" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="7xl" px={{ base: '4', md: '6' }} py="3">
          <Flex justify="space-between" align="center" gap="4" wrap="wrap">
            <HStack gap="2.5">
              <BrandMark size="9" />
              <Text fontFamily="heading" fontWeight="bold" fontSize="md">
                ICP Studio
              </Text>
            </HStack>
            <HStack gap="2">
              {label ? (
                <Text fontSize="sm" color="fg.muted" truncate maxW="xs">
                  {label}
                </Text>
              ) : null}
              <Badge colorPalette="brand" variant="subtle" size="md">
                <LuEye /> Read-only
              </Badge>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Box as="main" pb="16">
        {children}
      </Box>
    </Box>
  );
}

/** What a revoked, expired or unknown link shows. */
export function LinkGone({
  title = 'This link is no longer valid',
  description,
}: {
  title?: string;
  description?: string;
}) {
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
      >
        <Box
          boxSize="14"
          borderRadius="full"
          bg="brand.subtle"
          color="brand.fg"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          <Icon boxSize="7">
            <LuLink2Off />
          </Icon>
        </Box>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">
          {description ?? 'It may have been revoked or have expired. Ask whoever shared it for a new link.'}
        </Text>
      </Stack>
    </Container>
  );
}
