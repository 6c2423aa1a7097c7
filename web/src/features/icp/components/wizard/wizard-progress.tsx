import { Box, chakra, Flex, HStack, Icon, Progress, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import type { FormCompletion } from '../../lib/completion';
import { ICP_STEP_COUNT, type WizardStep } from '../../lib/icp-form';

/**
 * The progress bar and the five step indicators; an indicator moves to its step. The percentage and
 * the check marks come from what the form holds (docs/product.md §2), never from the step on screen:
 * a step that was passed without filling anything in shows no check.
 */
export function WizardProgress({
  steps,
  current,
  completion,
  onSelect,
  disabled,
}: {
  steps: readonly WizardStep[];
  current: number;
  completion: FormCompletion;
  onSelect: (step: number) => void;
  disabled?: boolean;
}) {
  const percent = completion.percent;
  return (
    <Box>
      <HStack justify="space-between" mb="2" fontSize="sm">
        <Text fontWeight="semibold" color="fg">
          Step {current} of {ICP_STEP_COUNT}
        </Text>
        <Text color="fg.muted">{percent}% complete</Text>
      </HStack>
      <Progress.Root
        value={percent}
        size="sm"
        colorPalette="brand"
        borderRadius="full"
        aria-label={`Profile ${percent}% complete`}
      >
        <Progress.Track borderRadius="full" bg="bg.emphasized">
          <Progress.Range borderRadius="full" transition="width 0.3s ease" />
        </Progress.Track>
      </Progress.Root>

      <chakra.ol
        aria-label="Wizard steps"
        display="grid"
        gridTemplateColumns={`repeat(${steps.length}, minmax(0, 1fr))`}
        mt="5"
        listStyleType="none"
        position="relative"
      >
        {steps.map((s, index) => {
          const done = completion.steps.find((c) => c.step === s.step)?.done ?? false;
          const active = s.step === current;
          return (
            <chakra.li key={s.step} position="relative" display="flex" justifyContent="center">
              {index > 0 ? (
                <Box
                  aria-hidden="true"
                  position="absolute"
                  top="4"
                  right="50%"
                  width="100%"
                  height="2px"
                  mt="-1px"
                  pointerEvents="none"
                  bg={s.step <= current ? 'brand.solid' : 'border'}
                  transition="background 0.2s"
                />
              ) : null}
              <chakra.button
                type="button"
                onClick={() => onSelect(s.step)}
                disabled={disabled}
                aria-current={active ? 'step' : undefined}
                position="relative"
                zIndex={1}
                display="flex"
                flexDirection="column"
                alignItems="center"
                gap="1.5"
                px="1"
                cursor={disabled ? 'default' : 'pointer'}
                borderRadius="md"
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                }}
                _disabled={{ cursor: 'not-allowed' }}
                css={{
                  '&:hover:not(:disabled) > span:first-of-type': {
                    boxShadow: '0 0 0 4px var(--chakra-colors-brand-muted)',
                  },
                }}
              >
                {/* Named by its visible title ("Step 2: Client Details"); the number in the circle is decoration. */}
                <Flex
                  as="span"
                  aria-hidden="true"
                  boxSize="8"
                  borderRadius="full"
                  align="center"
                  justify="center"
                  fontSize="sm"
                  fontWeight="semibold"
                  borderWidth="2px"
                  borderColor={done || active ? 'brand.solid' : 'border.emphasized'}
                  bg={done ? 'brand.solid' : 'bg.panel'}
                  color={done ? 'brand.contrast' : active ? 'brand.fg' : 'fg.muted'}
                  boxShadow={active ? '0 0 0 4px var(--chakra-colors-brand-muted)' : undefined}
                  transition="all 0.2s"
                >
                  {done ? (
                    <Icon boxSize="4">
                      <LuCheck />
                    </Icon>
                  ) : (
                    s.step
                  )}
                </Flex>
                <Text
                  as="span"
                  fontSize="xs"
                  fontWeight={active ? 'semibold' : 'medium'}
                  color={active ? 'fg' : 'fg.muted'}
                  textAlign="center"
                  lineHeight="short"
                  display="block"
                  // Phones show only the circles; the title stays for screen readers.
                  srOnly={{ base: true, md: false }}
                >
                  <VisuallyHidden>Step {s.step}:</VisuallyHidden> {s.title}
                  {done ? (
                    <>
                      {' '}
                      <VisuallyHidden>(filled in)</VisuallyHidden>
                    </>
                  ) : null}
                </Text>
              </chakra.button>
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
