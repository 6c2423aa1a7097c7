import { Box, Circle, HStack, Progress, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { TOTAL_STEPS, WIZARD_STEPS } from '../../lib/playbook-form';

export interface WizardProgressProps {
  step: number;
  /** The furthest step reached; steps up to it can be clicked. */
  furthest: number;
  onStepClick: (step: number) => void;
}

/** "Step n of 5", the progress bar, and the five step indicators. */
export function WizardProgress({ step, furthest, onStepClick }: WizardProgressProps) {
  const current = WIZARD_STEPS[step - 1]!;
  const percent = Math.round((step / TOTAL_STEPS) * 100);
  return (
    <Stack gap="4">
      <HStack justify="space-between" align="start" fontSize="sm" gap="3">
        <Text fontWeight="semibold" color="fg">
          Step {step} of {TOTAL_STEPS}
          <chakra.span color="fg.muted" fontWeight="normal" display={{ base: 'inline', md: 'none' }}>
            {' '}
            · {current.title}
          </chakra.span>
        </Text>
        <Text color="fg.muted" whiteSpace="nowrap" flexShrink="0">
          {percent}% complete
        </Text>
      </HStack>
      <Progress.Root value={percent} size="sm" colorPalette="brand" borderRadius="full" aria-label="Progress">
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Box
        as="ol"
        display="grid"
        gridTemplateColumns={`repeat(${TOTAL_STEPS}, 1fr)`}
        gap="2"
        listStyleType="none"
      >
        {WIZARD_STEPS.map((s) => {
          const done = s.id < step;
          const active = s.id === step;
          const reachable = s.id <= furthest && !active;
          return (
            <Box as="li" key={s.id} minW="0">
              <chakra.button
                type="button"
                onClick={() => onStepClick(s.id)}
                disabled={!reachable}
                aria-current={active ? 'step' : undefined}
                display="flex"
                flexDirection={{ base: 'column', md: 'row' }}
                alignItems="center"
                gap={{ base: '1.5', md: '2.5' }}
                width="full"
                textAlign={{ base: 'center', md: 'start' }}
                cursor={reachable ? 'pointer' : 'default'}
                borderRadius="lg"
                p="1.5"
                _hover={reachable ? { bg: 'bg.muted' } : undefined}
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                }}
              >
                <VisuallyHidden>Step {s.id}: </VisuallyHidden>
                <Circle
                  aria-hidden
                  size="8"
                  flexShrink="0"
                  fontSize="sm"
                  fontWeight="semibold"
                  bg={active ? 'brand.solid' : done ? 'brand.muted' : 'bg.muted'}
                  color={active ? 'brand.contrast' : done ? 'brand.fg' : 'fg.muted'}
                  borderWidth={active ? '0' : '1px'}
                  borderColor={done ? 'brand.border' : 'border'}
                >
                  {done ? <LuCheck aria-hidden /> : s.id}
                </Circle>
                <Text
                  fontSize={{ base: 'xs', md: 'sm' }}
                  fontWeight={active ? 'semibold' : 'medium'}
                  color={active ? 'fg' : 'fg.muted'}
                  lineClamp="2"
                  srOnly={{ base: true, sm: false }}
                >
                  {s.title}
                  {done ? <VisuallyHidden> (done)</VisuallyHidden> : null}
                </Text>
              </chakra.button>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
