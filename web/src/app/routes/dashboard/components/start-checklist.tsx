import { Box, Button, Flex, HStack, Icon, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

export interface StartStep {
  id: 'profession' | 'profile' | 'playbook';
  title: string;
  description: string;
  to: string;
  action: string;
  done: boolean;
}

/** What a first-time client does first (docs/product.md §5, Dashboard: the start checklist). */
export function startSteps(state: {
  hasProfession: boolean;
  profiles: number;
  playbooks: number;
}): StartStep[] {
  return [
    {
      id: 'profession',
      title: 'Tell us your profession',
      description: 'Examples, AI suggestions and quality tips then fit the clients you serve.',
      to: '/settings',
      action: 'Choose profession',
      done: state.hasProfession,
    },
    {
      id: 'profile',
      title: 'Create your first ideal client profile',
      description: 'Five short steps; AI suggests demographics, pain points and channels as you go.',
      to: '/icp/new',
      action: 'Create profile',
      done: state.profiles > 0,
    },
    {
      id: 'playbook',
      title: 'Turn it into a marketing playbook',
      description: 'One click writes the strategy, channels and campaigns from your profile.',
      to: '/playbooks/new',
      action: 'Create playbook',
      done: state.playbooks > 0,
    },
  ];
}

const hiddenKey = (userId: string) => `icp-studio:start-checklist-hidden:${userId}`;

function readHidden(userId: string): boolean {
  try {
    return window.localStorage.getItem(hiddenKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The three-step start checklist under the greeting: shown until every step is done or the user hides it
 * (remembered per user in this browser).
 */
export function StartChecklist({ userId, steps }: { userId: string; steps: StartStep[] }) {
  const [hidden, setHidden] = useState(() => readHidden(userId));
  const doneCount = steps.filter((s) => s.done).length;
  if (hidden || doneCount === steps.length) return null;
  const next = steps.find((s) => !s.done);

  const hide = () => {
    try {
      window.localStorage.setItem(hiddenKey(userId), '1');
    } catch {
      // Private mode without storage: hidden for this visit only.
    }
    setHidden(true);
  };

  return (
    <Box
      as="section"
      aria-labelledby="start-checklist-title"
      borderWidth="1px"
      borderColor="brand.muted"
      bg="brand.subtle"
      borderRadius="2xl"
      px={{ base: '5', md: '7' }}
      py="6"
    >
      <HStack justify="space-between" align="start" gap="4" wrap="wrap" mb="4">
        <Box>
          <Text as="h2" id="start-checklist-title" fontSize="lg" fontWeight="semibold">
            Get started in three steps
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {doneCount} of {steps.length} done
          </Text>
        </Box>
        <Button size="sm" variant="ghost" onClick={hide}>
          Hide checklist
        </Button>
      </HStack>
      <Progress.Root
        value={Math.round((doneCount / steps.length) * 100)}
        size="xs"
        colorPalette="brand"
        mb="5"
        aria-label={`${doneCount} of ${steps.length} start steps done`}
      >
        <Progress.Track borderRadius="full" bg="bg.panel">
          <Progress.Range borderRadius="full" />
        </Progress.Track>
      </Progress.Root>
      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
        {steps.map((step, i) => (
          <Flex
            as="li"
            key={step.id}
            gap="4"
            align={{ base: 'start', md: 'center' }}
            direction={{ base: 'column', md: 'row' }}
            bg="bg.panel"
            borderRadius="xl"
            borderWidth="1px"
            borderColor="border.muted"
            px="4"
            py="3"
          >
            <HStack gap="3" flex="1" align="start">
              <Flex
                boxSize="7"
                flexShrink={0}
                borderRadius="full"
                align="center"
                justify="center"
                fontSize="sm"
                fontWeight="semibold"
                bg={step.done ? 'green.solid' : 'bg.emphasized'}
                color={step.done ? 'white' : 'fg'}
                aria-hidden="true"
              >
                {step.done ? <Icon as={LuCheck} boxSize="4" /> : i + 1}
              </Flex>
              <Box>
                <Text fontWeight="medium" textDecoration={step.done ? 'line-through' : undefined}>
                  {step.title}
                  <VisuallyHidden>{step.done ? ' (done)' : ' (to do)'}</VisuallyHidden>
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {step.description}
                </Text>
              </Box>
            </HStack>
            {step.done ? null : (
              <Button
                asChild
                size="sm"
                colorPalette="brand"
                variant={step === next ? 'solid' : 'outline'}
                flexShrink={0}
              >
                <RouterLink to={step.to}>{step.action}</RouterLink>
              </Button>
            )}
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
