import { Box, type BoxProps } from '@chakra-ui/react';

/** The ICP Studio mark: a target (the ideal client) on the brand gradient. */
export function BrandMark({ size = '9', ...props }: { size?: BoxProps['boxSize'] } & BoxProps) {
  return (
    <Box
      boxSize={size}
      flexShrink={0}
      borderRadius="xl"
      bgGradient="to-br"
      gradientFrom="brand.500"
      gradientTo="accent.500"
      display="flex"
      alignItems="center"
      justifyContent="center"
      boxShadow="0 6px 16px -6px rgba(74, 67, 224, 0.55)"
      aria-hidden="true"
      {...props}
    >
      <svg viewBox="0 0 64 64" width="70%" height="70%">
        <circle cx="32" cy="32" r="20" fill="none" stroke="white" strokeWidth="6" opacity="0.55" />
        <circle cx="32" cy="32" r="9.5" fill="white" />
      </svg>
    </Box>
  );
}
