import { Box, Container, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBot, LuBrain, LuCpu, LuKeyRound, LuSparkles } from 'react-icons/lu';

const PROVIDERS: { icon: IconType; name: string; note: string }[] = [
  { icon: LuSparkles, name: 'OpenAI', note: 'GPT models' },
  { icon: LuBrain, name: 'Anthropic', note: 'Claude models' },
  { icon: LuBot, name: 'Google Gemini', note: 'Gemini models' },
  { icon: LuCpu, name: 'Built-in engine', note: 'No API key needed' },
];

export function AiProviders() {
  return (
    <Box as="section" aria-labelledby="ai-title" pb={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <Box
          borderRadius="3xl"
          bg="brand.950"
          color="white"
          px={{ base: '5', md: '12' }}
          py={{ base: '10', md: '14' }}
          position="relative"
          overflow="hidden"
        >
          <Box
            position="absolute"
            top="-24"
            left="-24"
            boxSize="80"
            borderRadius="full"
            bg="brand.500"
            filter="blur(100px)"
            opacity="0.45"
            pointerEvents="none"
          />
          <SimpleGrid
            columns={{ base: 1, lg: 2 }}
            gap={{ base: '8', lg: '12' }}
            alignItems="center"
            position="relative"
          >
            <Stack gap="4">
              <Text
                fontSize="sm"
                fontWeight="semibold"
                color="accent.300"
                textTransform="uppercase"
                letterSpacing="0.08em"
              >
                Your AI, your choice
              </Text>
              <Heading
                as="h2"
                id="ai-title"
                fontSize={{ base: '2xl', md: '3xl' }}
                lineHeight="1.2"
                letterSpacing="-0.02em"
              >
                Connect the language model you already trust
              </Heading>
              <Text color="whiteAlpha.800" fontSize={{ base: 'md', md: 'lg' }}>
                AI suggestions work through a connectable language-model provider. Bring your own OpenAI,
                Anthropic or Google Gemini key, point ICP Studio at any OpenAI-compatible endpoint, or simply
                use the built-in engine.
              </Text>
              <HStack gap="2" color="whiteAlpha.700" fontSize="sm">
                <Icon as={LuKeyRound} boxSize="4" />
                <Text>API keys are encrypted at rest and never shown again.</Text>
              </HStack>
            </Stack>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {PROVIDERS.map(({ icon, name, note }) => (
                <HStack
                  key={name}
                  gap="3"
                  p="4"
                  borderRadius="xl"
                  bg="whiteAlpha.100"
                  borderWidth="1px"
                  borderColor="whiteAlpha.200"
                >
                  <Box
                    boxSize="10"
                    borderRadius="lg"
                    bg="whiteAlpha.200"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    flexShrink={0}
                  >
                    <Icon as={icon} boxSize="5" />
                  </Box>
                  <Stack gap="0" minW="0">
                    <Text fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }}>
                      {name}
                    </Text>
                    <Text fontSize="xs" color="whiteAlpha.700">
                      {note}
                    </Text>
                  </Stack>
                </HStack>
              ))}
            </SimpleGrid>
          </SimpleGrid>
        </Box>
      </Container>
    </Box>
  );
}
