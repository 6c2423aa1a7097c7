import { Badge, Box, Button, Container, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuSparkles } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface ComingSoonProps {
  title: string;
  description: string;
  icon?: ReactNode;
  /** Where the "back" button goes; omit to hide it. */
  backTo?: string;
  backLabel?: string;
}

/** The placeholder a screen shows until it is built. */
export function ComingSoon({
  title,
  description,
  icon,
  backTo,
  backLabel = 'Back to dashboard',
}: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Box
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="2xl"
        bg="bg.panel"
        boxShadow="sm"
        px={{ base: '6', md: '12' }}
        py={{ base: '10', md: '14' }}
        textAlign="center"
      >
        <VStack gap="5">
          <Box
            boxSize="14"
            borderRadius="2xl"
            bg="brand.subtle"
            color="brand.fg"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontSize="2xl"
          >
            <Icon boxSize="7">{icon ?? <LuSparkles />}</Icon>
          </Box>
          <Badge colorPalette="brand" variant="subtle" size="md" borderRadius="full" px="3">
            Coming soon
          </Badge>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted" maxW="lg" textWrap="pretty">
            {description}
          </Text>
          {backTo && (
            <Button asChild variant="outline" size="sm" mt="2">
              <RouterLink to={backTo}>
                <LuArrowLeft /> {backLabel}
              </RouterLink>
            </Button>
          )}
        </VStack>
      </Box>
    </Container>
  );
}
