import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

export function ClosingCta() {
  return (
    <Box as="section" aria-labelledby="cta-title" pb={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <Stack
          align="center"
          textAlign="center"
          gap="6"
          borderRadius="3xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '12', md: '16' }}
          bgGradient="to-br"
          gradientFrom="brand.600"
          gradientTo="accent.500"
          color="white"
        >
          <Heading
            as="h2"
            id="cta-title"
            fontSize={{ base: '3xl', md: '4xl' }}
            letterSpacing="-0.02em"
            textWrap="balance"
          >
            Ready to meet your ideal client?
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900" maxW="xl">
            Create your first profile in minutes and turn it into a playbook your team can act on.
          </Text>
          <Button
            asChild
            size="xl"
            borderRadius="full"
            px="8"
            bg="white"
            color="brand.700"
            _hover={{ bg: 'brand.50' }}
          >
            <RouterLink to="/login">
              Get Started Free <LuArrowRight />
            </RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
