import { Box, Button, Container, HStack, Link, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '@/components/brand/brand-mark';

const SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How it works' },
  { id: 'professions', label: 'Who it’s for' },
];

export function LandingHeader() {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgba(255,255,255,0.82)"
      backdropFilter="saturate(180%) blur(12px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl" h="16" display="flex" alignItems="center" justifyContent="space-between">
        <Link asChild _hover={{ textDecoration: 'none' }} aria-label="ICP Studio home">
          <RouterLink to="/">
            <HStack gap="2.5">
              <BrandMark size="8" />
              <Text fontFamily="heading" fontWeight="bold" fontSize="lg" color="fg" letterSpacing="-0.01em">
                ICP Studio
              </Text>
            </HStack>
          </RouterLink>
        </Link>
        <HStack as="nav" aria-label="Sections" gap="8" display={{ base: 'none', md: 'flex' }}>
          {SECTIONS.map((s) => (
            <Link
              key={s.id}
              href={`#${s.id}`}
              color="fg.muted"
              fontSize="sm"
              fontWeight="medium"
              _hover={{ color: 'fg', textDecoration: 'none' }}
            >
              {s.label}
            </Link>
          ))}
        </HStack>
        <HStack gap="2">
          {/* For returning users; every call to action below still leads to /login, as the product says. */}
          <Button asChild variant="ghost" size="sm" borderRadius="full" px="4">
            <RouterLink to="/login">Sign in</RouterLink>
          </Button>
          <Button asChild colorPalette="brand" size="sm" borderRadius="full" px="4">
            <RouterLink to="/login">
              Get Started <LuArrowRight />
            </RouterLink>
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
