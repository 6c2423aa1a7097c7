import { Badge, Box, HStack, Icon, Progress, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuSparkles, LuTarget } from 'react-icons/lu';

/** An illustrative profile card for the hero (static sample content, hidden from screen readers). */
export function ProductPreview() {
  return (
    <Box position="relative" aria-hidden="true" maxW="lg" mx="auto" w="full">
      <Box
        position="absolute"
        inset="-6"
        borderRadius="3xl"
        bgGradient="to-br"
        gradientFrom="brand.200"
        gradientTo="accent.200"
        filter="blur(40px)"
        opacity="0.7"
      />
      <Box
        position="relative"
        bg="bg.panel"
        borderRadius="2xl"
        borderWidth="1px"
        borderColor="border.muted"
        boxShadow="0 24px 48px -16px rgba(27, 26, 72, 0.25)"
        p={{ base: '5', md: '6' }}
      >
        <HStack justify="space-between" align="start" mb="5">
          <HStack gap="3">
            <Box
              boxSize="10"
              borderRadius="xl"
              bg="brand.subtle"
              color="brand.fg"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              <Icon boxSize="5">
                <LuTarget />
              </Icon>
            </Box>
            <Stack gap="0">
              <Text fontWeight="semibold" fontSize="sm">
                Growth-stage SaaS founders
              </Text>
              <Text fontSize="xs" color="fg.muted">
                B2B Ideal Client Profile
              </Text>
            </Stack>
          </HStack>
          <Badge colorPalette="green" variant="subtle" borderRadius="full">
            Completed
          </Badge>
        </HStack>

        <Box bg="bg.subtle" borderRadius="xl" p="4" mb="4">
          <HStack justify="space-between" mb="2">
            <Text fontSize="xs" fontWeight="medium" color="fg.muted">
              Profile quality
            </Text>
            <HStack gap="1.5">
              <Text fontSize="lg" fontWeight="bold">
                86
              </Text>
              <Badge colorPalette="green" size="sm">
                Excellent
              </Badge>
            </HStack>
          </HStack>
          <Progress.Root value={86} size="sm" colorPalette="green">
            <Progress.Track borderRadius="full">
              <Progress.Range borderRadius="full" />
            </Progress.Track>
          </Progress.Root>
        </Box>

        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="2">
          Top pain points
        </Text>
        <Stack gap="2" mb="4">
          {['Cash flow visibility across entities', 'Finance team buried in manual reporting'].map((p) => (
            <HStack key={p} gap="2" fontSize="sm">
              <Box boxSize="1.5" borderRadius="full" bg="brand.solid" flexShrink={0} />
              <Text>{p}</Text>
            </HStack>
          ))}
        </Stack>

        <HStack
          gap="2"
          p="3"
          borderRadius="xl"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="brand.border"
          bg="brand.subtle"
          align="start"
        >
          <Icon color="brand.fg" mt="0.5" boxSize="4">
            <LuSparkles />
          </Icon>
          <Stack gap="2">
            <Text fontSize="xs" fontWeight="semibold" color="brand.fg">
              AI suggested channels
            </Text>
            <Wrap gap="1.5">
              {['LinkedIn', 'Founder podcasts', 'SaaS communities', 'Webinars'].map((c) => (
                <Badge key={c} variant="surface" colorPalette="brand" borderRadius="full" size="sm">
                  + {c}
                </Badge>
              ))}
            </Wrap>
          </Stack>
        </HStack>
      </Box>
    </Box>
  );
}
