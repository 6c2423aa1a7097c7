import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Icon,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuArrowRight, LuCheck, LuSparkles } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ProductPreview } from './product-preview';
import { scrollToFeatures } from './scroll-to-features';

export { scrollToFeatures };

const PROOF_POINTS = ['B2B and B2C profiles', 'AI provider of your choice', 'PDF export'];

export function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      position="relative"
      overflow="hidden"
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="bg"
    >
      <Box
        position="absolute"
        top="-40"
        right="-40"
        boxSize="xl"
        borderRadius="full"
        bg="accent.100"
        filter="blur(90px)"
        opacity="0.6"
        pointerEvents="none"
      />
      <Container maxW="7xl" py={{ base: '14', md: '20', lg: '24' }} position="relative">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '14', lg: '16' }} alignItems="center">
          <Stack gap="7" align={{ base: 'center', lg: 'start' }} textAlign={{ base: 'center', lg: 'start' }}>
            <Badge
              colorPalette="brand"
              variant="surface"
              size="lg"
              borderRadius="full"
              px="3"
              py="1"
              gap="1.5"
              fontWeight="semibold"
            >
              <LuSparkles /> AI-powered client profiling
            </Badge>
            <Heading
              as="h1"
              id="hero-title"
              fontSize={{ base: '4xl', sm: '5xl', lg: '6xl' }}
              lineHeight="1.05"
              letterSpacing="-0.025em"
              fontWeight="bold"
              textWrap="balance"
            >
              Know your ideal client{' '}
              <Box
                as="span"
                display="block"
                bgGradient="to-r"
                gradientFrom="brand.600"
                gradientTo="accent.500"
                bgClip="text"
                color="transparent"
              >
                Market with confidence
              </Box>
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl" textWrap="pretty">
              ICP Studio helps service professionals define the clients they serve best, sharpen every profile
              with AI insights, and turn it into a marketing playbook their team can execute.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              <Button asChild colorPalette="brand" size="xl" borderRadius="full" px="7">
                <RouterLink to="/login">
                  Start Building Your ICP <LuArrowRight />
                </RouterLink>
              </Button>
              <Button
                variant="outline"
                size="xl"
                borderRadius="full"
                px="7"
                bg="bg"
                onClick={scrollToFeatures}
                data-first-page-action="learn-more"
              >
                Learn More
              </Button>
            </Stack>
            <HStack gap={{ base: '4', md: '6' }} flexWrap="wrap" justify={{ base: 'center', lg: 'start' }}>
              {PROOF_POINTS.map((p) => (
                <HStack key={p} gap="1.5" fontSize="sm" color="fg.muted">
                  <Icon color="green.solid" boxSize="4">
                    <LuCheck strokeWidth={3} />
                  </Icon>
                  <Text>{p}</Text>
                </HStack>
              ))}
            </HStack>
          </Stack>
          <ProductPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
