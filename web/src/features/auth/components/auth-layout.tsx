import { Box, Flex, Heading, HStack, Icon, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBookOpen, LuSparkles, LuTarget } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '@/components/brand/brand-mark';
import { CurrentYear } from '@/components/ui/current-year';
import { useDocumentTitle } from '@/lib/use-document-title';

const HIGHLIGHTS = [
  { icon: LuTarget, text: 'Guided profiles for b2b and b2c clients' },
  { icon: LuSparkles, text: 'AI suggestions from the provider you choose' },
  { icon: LuBookOpen, text: 'Marketing playbooks your team can execute' },
];

export interface AuthLayoutProps {
  /** Browser tab title. */
  pageTitle: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card (e.g. "Don't have an account? Create one"). */
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and password screens: a brand panel beside the form card. */
export function AuthLayout({ pageTitle, title, subtitle, children, footer }: AuthLayoutProps) {
  useDocumentTitle(pageTitle);
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Box
        display={{ base: 'none', lg: 'flex' }}
        flexDirection="column"
        justifyContent="space-between"
        w="44%"
        maxW="640px"
        p="12"
        color="white"
        position="relative"
        overflow="hidden"
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientVia="brand.600"
        gradientTo="accent.600"
      >
        <Box
          position="absolute"
          inset="0"
          opacity="0.16"
          pointerEvents="none"
          css={{
            backgroundImage:
              'radial-gradient(circle at 20% 20%, white 0, transparent 35%), radial-gradient(circle at 85% 75%, white 0, transparent 30%)',
          }}
        />
        <Link asChild color="white" _hover={{ textDecoration: 'none' }} position="relative" w="fit-content">
          <RouterLink to="/">
            <HStack gap="3">
              <BrandMark size="10" bg="whiteAlpha.200" bgGradient="none" boxShadow="none" />
              <Text fontFamily="heading" fontWeight="bold" fontSize="xl">
                ICP Studio
              </Text>
            </HStack>
          </RouterLink>
        </Link>
        <Stack gap="8" position="relative" maxW="md">
          <Heading as="p" fontSize="4xl" lineHeight="1.15" fontWeight="bold" letterSpacing="-0.02em">
            Know exactly who you serve — and how to reach them.
          </Heading>
          <List.Root gap="4" variant="plain">
            {HIGHLIGHTS.map(({ icon, text }) => (
              <List.Item key={text} alignItems="center" gap="3" fontSize="md" color="whiteAlpha.900">
                <Box
                  boxSize="9"
                  borderRadius="lg"
                  bg="whiteAlpha.200"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  flexShrink={0}
                >
                  <Icon as={icon} boxSize="4.5" />
                </Box>
                {text}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        <Text position="relative" fontSize="sm" color="whiteAlpha.800">
          © <CurrentYear /> ICP Studio
        </Text>
      </Box>

      <Flex flex="1" direction="column" align="center" justify="center" px={{ base: '4', sm: '6' }} py="10">
        <Link asChild display={{ base: 'flex', lg: 'none' }} mb="8" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/">
            <HStack gap="2.5">
              <BrandMark size="9" />
              <Text fontFamily="heading" fontWeight="bold" fontSize="lg" color="fg">
                ICP Studio
              </Text>
            </HStack>
          </RouterLink>
        </Link>
        <Box w="full" maxW="md">
          <Box
            as="main"
            colorPalette="brand"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="2xl"
            boxShadow="0 1px 2px rgba(16,24,40,.04), 0 12px 32px -12px rgba(16,24,40,.12)"
            p={{ base: '6', sm: '8' }}
          >
            {title && <AuthCardHeader title={title} subtitle={subtitle} />}
            {children}
          </Box>
          {footer && (
            <Text as="div" textAlign="center" mt="6" color="fg.muted" fontSize="sm">
              {footer}
            </Text>
          )}
        </Box>
      </Flex>
    </Flex>
  );
}

/** The heading of the card; screens with several states render their own. */
export function AuthCardHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Stack gap="1.5" mb="6">
      <Heading as="h1" size="2xl" letterSpacing="-0.01em">
        {title}
      </Heading>
      {subtitle && <Text color="fg.muted">{subtitle}</Text>}
    </Stack>
  );
}
