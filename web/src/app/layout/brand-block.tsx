import { HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '@/components/brand/brand-mark';

/** The header's brand: links to the role's home, and describes the product as a marketing platform. */
export function BrandBlock({ to, onNavigate }: { to: string; onNavigate?: () => void }) {
  return (
    <Link
      asChild
      _hover={{ textDecoration: 'none' }}
      _focusVisible={{ outlineOffset: '4px' }}
      borderRadius="md"
    >
      <RouterLink to={to} onClick={onNavigate}>
        <HStack gap="2.5">
          <BrandMark size="9" />
          <Stack gap="0">
            <Text fontFamily="heading" fontWeight="bold" fontSize="md" lineHeight="short" color="fg">
              ICP Studio
            </Text>
            <Text fontSize="2xs" color="fg.muted" lineHeight="short" letterSpacing="0.02em">
              Marketing Platform
            </Text>
            <VisuallyHidden>, home</VisuallyHidden>
          </Stack>
        </HStack>
      </RouterLink>
    </Link>
  );
}
