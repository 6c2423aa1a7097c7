import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A person's card on the Team and Admin pages (a client, an advisor): an `<article>` named by `label`, on
 * the panel background, its parts stacked.
 */
export function ArticleCard({ label, children, ...rest }: { label: string } & BoxProps) {
  return (
    <Box
      as="article"
      aria-label={label}
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.panel"
      p="5"
      boxShadow="xs"
      display="flex"
      flexDirection="column"
      gap="4"
      {...rest}
    >
      {children}
    </Box>
  );
}
