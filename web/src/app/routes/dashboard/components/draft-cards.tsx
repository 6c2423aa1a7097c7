import type { Draft } from '@icp-studio/contracts';
import {
  Badge,
  Box,
  HStack,
  IconButton,
  LinkBox,
  LinkOverlay,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuClock, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { useDeleteDraft } from '@/features/icp/api/delete-draft';
import { lastSavedText, upperOrNA } from '@/lib/format';
import { ICP_STEP_COUNT } from '@/features/icp/lib/icp-form';
import { useNow } from '@/hooks/use-now';
import { notifyError } from '@/lib/toast';
import { SectionHeading } from './section-heading';

export const draftTitle = (draft: Pick<Draft, 'name'>) => draft.name?.trim() || 'Untitled Draft';

/** One draft: links to the wizard, which restores it (docs/product.md §2, Resume Draft). */
export function DraftCard({ draft, onDiscard }: { draft: Draft; onDiscard?: (draft: Draft) => void }) {
  const title = draftTitle(draft);
  const step = Math.min(ICP_STEP_COUNT, Math.max(1, draft.currentStep || 1));
  return (
    <LinkBox
      as="article"
      aria-label={`Draft: ${title}`}
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      borderStyle="dashed"
      bg="bg.panel"
      p="5"
      transition="box-shadow 0.15s ease, border-color 0.15s ease"
      _hover={{ boxShadow: 'sm', borderColor: 'brand.border' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Box minW="0">
            <LinkOverlay asChild>
              <RouterLink to={`/icp/new?draftId=${encodeURIComponent(draft.id)}`}>
                <Text fontWeight="semibold" truncate>
                  {title}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <HStack gap="2" mt="1" fontSize="sm" color="fg.muted" minW="0">
              <Badge variant="outline" size="sm" flexShrink={0}>
                {upperOrNA(draft.clientType)}
              </Badge>
              {draft.industry ? <Text truncate>{draft.industry}</Text> : null}
            </HStack>
          </Box>
          {onDiscard ? (
            <IconButton
              aria-label={`Discard draft ${title}`}
              size="xs"
              variant="ghost"
              color="fg.muted"
              position="relative"
              zIndex={1}
              onClick={() => onDiscard(draft)}
              _hover={{ color: 'red.fg', bg: 'red.subtle' }}
            >
              <LuTrash2 />
            </IconButton>
          ) : null}
        </HStack>
        <Box>
          <HStack justify="space-between" fontSize="xs" color="fg.muted" mb="1.5">
            <Text fontWeight="medium" color="fg">
              Step {step} of {ICP_STEP_COUNT}
            </Text>
            <HStack gap="1">
              <LuClock aria-hidden="true" />
              <Text>{lastSavedText(draft.lastSaved)}</Text>
            </HStack>
          </HStack>
          <Progress.Root
            value={(step / ICP_STEP_COUNT) * 100}
            size="xs"
            colorPalette="brand"
            aria-hidden="true"
          >
            <Progress.Track borderRadius="full">
              <Progress.Range borderRadius="full" />
            </Progress.Track>
          </Progress.Root>
        </Box>
      </Stack>
    </LinkBox>
  );
}

/** Resume Draft (clients only, when drafts exist). */
export function ResumeDrafts({ drafts }: { drafts: Draft[] }) {
  useNow(60_000); // keeps "Last saved … ago" current
  const deleteDraft = useDeleteDraft();
  const [discarding, setDiscarding] = useState<Draft | null>(null);

  const confirm = async () => {
    if (!discarding) return;
    try {
      await deleteDraft.mutateAsync(discarding.id);
    } catch (error) {
      console.error('Failed to discard draft', error);
      notifyError('Error', 'Failed to discard draft');
    } finally {
      setDiscarding(null);
    }
  };

  return (
    <Box as="section" aria-labelledby="resume-draft-title">
      <SectionHeading id="resume-draft-title" title="Resume Draft" subtitle="Pick up where you left off." />
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '5' }}>
        {drafts.map((d) => (
          <DraftCard key={d.id} draft={d} onDiscard={setDiscarding} />
        ))}
      </SimpleGrid>
      <ConfirmActionDialog
        open={discarding !== null}
        onOpenChange={(open) => {
          if (!open) setDiscarding(null);
        }}
        title="Discard this draft?"
        description={`“${discarding ? draftTitle(discarding) : ''}” will be deleted. Profiles you created are not affected.`}
        confirmLabel="Discard draft"
        onConfirm={() => void confirm()}
        pending={deleteDraft.isPending}
      />
    </Box>
  );
}
