import { Box, Button, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuCompass } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any unknown path (docs/product.md §2: no developer hint). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" px="6" bg="bg.subtle">
      <Stack
        gap="5"
        align="center"
        textAlign="center"
        maxW="md"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="2xl"
        boxShadow="sm"
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
            <LuCompass />
          </Icon>
        </Box>
        <Heading as="h1" size="2xl" letterSpacing="-0.01em">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">
          The page you&apos;re looking for doesn&apos;t exist or has moved. Check the address, or head back to
          the start.
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">
            <LuArrowLeft /> Back to home
          </RouterLink>
        </Button>
      </Stack>
    </Flex>
  );
}
