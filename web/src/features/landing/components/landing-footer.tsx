import { Box, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { BrandMark } from '@/components/brand/brand-mark';
import { CurrentYear } from '@/components/ui/current-year';

export function LandingFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" py="8">
      <Container maxW="7xl">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align="center" gap="4">
          <HStack gap="2">
            <BrandMark size="6" borderRadius="md" />
            <Text fontFamily="heading" fontWeight="bold">
              ICP Studio
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            © <CurrentYear /> ICP Studio. All rights reserved.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
