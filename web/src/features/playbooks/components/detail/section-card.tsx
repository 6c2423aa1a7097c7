import { Box, Circle, HStack, Heading, Icon, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionCardProps extends Omit<BoxProps, 'title'> {
  title: string;
  icon: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card of the playbook detail page. */
export function SectionCard({ title, icon, aside, children, ...rest }: SectionCardProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      boxShadow="xs"
      p={{ base: '4', md: '6' }}
      minW="0"
      flex="1"
      {...rest}
    >
      <HStack justify="space-between" mb="4" gap="3">
        <HStack gap="3">
          <Circle size="8" bg="brand.subtle" color="brand.fg" flexShrink="0">
            <Icon boxSize="4">{icon}</Icon>
          </Circle>
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
        </HStack>
        {aside}
      </HStack>
      <Box fontSize="sm" color="fg">
        {children}
      </Box>
    </Box>
  );
}
