import { Box, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBookOpen, LuSparkles, LuTarget } from 'react-icons/lu';
import { SectionHeading } from './section-heading';

const FEATURES: { icon: IconType; title: string; body: string; palette: string }[] = [
  {
    icon: LuTarget,
    title: 'Ideal Client Profiling',
    body: 'Capture demographics, firmographics, psychographics, pain points and the buyer journey in a guided five-step wizard, for business or consumer clients.',
    palette: 'brand',
  },
  {
    icon: LuSparkles,
    title: 'AI-Powered Suggestions',
    body: 'Get suggestions for demographics, pain points and channels as you go, a quality score that shows what to sharpen, and an AI-written persona narrative.',
    palette: 'accent',
  },
  {
    icon: LuBookOpen,
    title: 'Marketing Playbooks',
    body: 'Turn a profile into messaging frameworks, channel tactics, campaign roadmaps and metrics — then share it with your team and export it as a PDF.',
    palette: 'purple',
  },
];

export function FeaturesSection() {
  return (
    <Box
      as="section"
      id="features"
      aria-labelledby="features-title"
      tabIndex={-1}
      py={{ base: '16', md: '24' }}
      outline="none"
    >
      <Container maxW="7xl">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to know — and reach — your best clients"
          description="Stop guessing who your marketing is for. Build a clear picture of your ideal client and a plan to win more of them."
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {FEATURES.map(({ icon, title, body, palette }) => (
            <Stack
              key={title}
              gap="4"
              p={{ base: '6', md: '8' }}
              borderRadius="2xl"
              borderWidth="1px"
              borderColor="border.muted"
              bg="bg.panel"
              transition="transform 0.2s ease, box-shadow 0.2s ease, border-color 0.2s ease"
              _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg', borderColor: `${palette}.200` }}
            >
              <Box
                boxSize="12"
                borderRadius="xl"
                colorPalette={palette}
                bg="colorPalette.subtle"
                color="colorPalette.fg"
                display="flex"
                alignItems="center"
                justifyContent="center"
              >
                <Icon as={icon} boxSize="6" />
              </Box>
              <Heading as="h3" size="lg">
                {title}
              </Heading>
              <Text color="fg.muted" lineHeight="tall">
                {body}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
