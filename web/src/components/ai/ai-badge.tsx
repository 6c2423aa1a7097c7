import { Badge, type BadgeProps } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';

/** Marks something a language model wrote ("AI"), so it is never mistaken for the user's own text. */
export function AiBadge({ children = 'AI', ...props }: BadgeProps) {
  return (
    <Badge colorPalette="purple" variant="subtle" borderRadius="full" gap="1" {...props}>
      <LuSparkles aria-hidden="true" />
      {children}
    </Badge>
  );
}
