import { Flex, Spinner, Text, VStack } from '@chakra-ui/react';

/** A centred spinner with a short status text ("Loading...", "Verifying access..."). */
export function FullPageSpinner({
  label = 'Loading...',
  minH = '100dvh',
}: {
  label?: string;
  minH?: string;
}) {
  return (
    <Flex minH={minH} align="center" justify="center" px="6" role="status" aria-live="polite">
      <VStack gap="4">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm" fontWeight="medium">
          {label}
        </Text>
      </VStack>
    </Flex>
  );
}
