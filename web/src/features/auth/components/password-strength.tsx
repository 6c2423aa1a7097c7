import { PASSWORD_CHECKLIST, passwordStrength, type StrengthLabel } from '@icp-studio/contracts';
import { Box, HStack, Icon, List, Progress, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuCircle } from 'react-icons/lu';

const PALETTE: Record<StrengthLabel, string> = {
  Weak: 'red',
  Fair: 'orange',
  Good: 'yellow',
  Strong: 'green',
};

/** docs/product.md §5: the strength meter (25/25/25/12.5/12.5 points) with its label. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <Stack gap="1.5" width="full" data-testid="password-strength">
      <HStack justify="space-between" fontSize="xs">
        <Text color="fg.muted">Password strength</Text>
        <Text fontWeight="semibold" color={`${PALETTE[label]}.fg`} aria-live="polite">
          {label}
        </Text>
      </HStack>
      <Progress.Root
        value={score}
        max={100}
        size="xs"
        colorPalette={PALETTE[label]}
        translations={{ value: () => `Password strength: ${label}` }}
      >
        <Progress.Track borderRadius="full">
          <Progress.Range borderRadius="full" transition="width 0.25s ease, background-color 0.25s ease" />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/** The requirements list; each item turns green with a tick once met. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List.Root variant="plain" gap="1" fontSize="xs" aria-label="Password requirements">
      {PASSWORD_CHECKLIST.map(({ label, test }) => {
        const met = test(password);
        return (
          <List.Item
            key={label}
            alignItems="center"
            gap="2"
            color={met ? 'green.fg' : 'fg.muted'}
            data-met={met ? 'true' : 'false'}
          >
            <Icon boxSize="3.5" color={met ? 'green.solid' : 'fg.subtle'}>
              {met ? <LuCheck strokeWidth={3} /> : <LuCircle />}
            </Icon>
            <Text as="span">{label}</Text>
            <Box as="span" srOnly>
              {met ? '(met)' : '(not met)'}
            </Box>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/** Meter and checklist together, as the register and reset screens show them. */
export function PasswordStrength({ password }: { password: string }) {
  return (
    <Stack gap="3" mt="2.5" width="full">
      <PasswordStrengthMeter password={password} />
      <PasswordChecklist password={password} />
    </Stack>
  );
}
