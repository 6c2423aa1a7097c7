import { Box, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBookOpen, LuClipboardList, LuHandshake, LuSparkles } from 'react-icons/lu';
import { SectionHeading } from './section-heading';

const STEPS: { icon: IconType; title: string; body: string }[] = [
  {
    icon: LuClipboardList,
    title: 'Define your client',
    body: 'Answer guided questions about who your ideal client is, what they value, what keeps them up at night and how they buy.',
  },
  {
    icon: LuSparkles,
    title: 'Get AI insights',
    body: 'AI suggests demographics, pain points and channels, scores the quality of your profile and writes a persona narrative.',
  },
  {
    icon: LuBookOpen,
    title: 'Build your playbook',
    body: 'Turn the profile into a marketing playbook: value proposition, key messages, channels, campaigns and KPIs.',
  },
  {
    icon: LuHandshake,
    title: 'Execute and collaborate',
    body: "Work with your provider's team to refine and implement the plan with shared notes and tasks, and export it as a PDF.",
  },
];

export function HowItWorks() {
  return (
    <Box
      as="section"
      id="how-it-works"
      aria-labelledby="how-title"
      py={{ base: '16', md: '24' }}
      bg="bg.subtle"
      borderYWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From first question to finished plan in four steps"
        />
        <SimpleGrid
          as="ol"
          columns={{ base: 1, sm: 2, lg: 4 }}
          gap={{ base: '6', lg: '8' }}
          listStyleType="none"
        >
          {STEPS.map(({ icon, title, body }, index) => (
            <Stack as="li" key={title} gap="4" position="relative">
              <Box display="flex" alignItems="center" gap="3">
                <Box
                  boxSize="12"
                  borderRadius="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  fontWeight="bold"
                  fontSize="lg"
                  boxShadow="0 8px 20px -8px rgba(74, 67, 224, 0.7)"
                  flexShrink={0}
                >
                  {index + 1}
                </Box>
                <Box
                  flex="1"
                  h="2px"
                  bgGradient="to-r"
                  gradientFrom="brand.200"
                  gradientTo="transparent"
                  display={{ base: 'none', lg: index < STEPS.length - 1 ? 'block' : 'none' }}
                  aria-hidden="true"
                />
              </Box>
              <Stack gap="2">
                <Heading as="h3" size="md" display="flex" alignItems="center" gap="2">
                  <Icon as={icon} color="brand.fg" boxSize="4.5" />
                  {title}
                </Heading>
                <Text color="fg.muted" lineHeight="tall">
                  {body}
                </Text>
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
