import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SectionHeading({
  eyebrow,
  title,
  description,
  id,
}: {
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  /** Id of the heading, for aria-labelledby on the section. */
  id?: string;
}) {
  return (
    <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
      <Text
        fontSize="sm"
        fontWeight="semibold"
        color="brand.fg"
        textTransform="uppercase"
        letterSpacing="0.08em"
      >
        {eyebrow}
      </Text>
      <Heading
        as="h2"
        id={id}
        fontSize={{ base: '3xl', md: '4xl' }}
        lineHeight="1.15"
        letterSpacing="-0.02em"
        textWrap="balance"
      >
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} textWrap="pretty">
          {description}
        </Text>
      )}
    </Stack>
  );
}
