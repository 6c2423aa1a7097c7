import type { Template } from '@icp-studio/contracts';
import { PROFESSIONS } from '@icp-studio/contracts';
import { Box, Button, Field, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ProfessionSelect } from '@/components/ui/profession-select';

export const professionLabel = (id: string | null) => PROFESSIONS.find((p) => p.id === id)?.label ?? null;
export const clientLabel = (type: Template['clientType']) =>
  type === 'b2b' ? 'Business clients' : type === 'b2c' ? 'Consumers' : null;
export const SCOPE_LABEL: Record<Template['scope'], string> = {
  builtin: 'Built-in',
  installation: 'Shared',
  private: 'Yours',
};

export const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/**
 * The templates a "New from template" dialog offers (docs/product.md §12): one button each, the chosen
 * one pressed; loading, failure and "none yet" said in words.
 */
export function TemplateList({
  label,
  items,
  pending,
  failed,
  chosenId,
  onChoose,
}: {
  label: string;
  items: Template[];
  pending: boolean;
  failed: boolean;
  chosenId: string | null;
  onChoose: (id: string) => void;
}) {
  if (pending)
    return (
      <Stack gap="2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="14" borderRadius="md" />
        ))}
      </Stack>
    );
  if (failed) return <Text color="fg.error">Failed to load the templates.</Text>;
  if (items.length === 0) return <Text color="fg.muted">No templates for this profession yet.</Text>;
  return (
    <Stack as="ul" gap="2" maxH={{ md: '96' }} overflowY="auto" aria-label={label} listStyleType="none" p="1">
      {items.map((t) => {
        const selected = t.id === chosenId;
        return (
          <li key={t.id}>
            <Button
              variant={selected ? 'subtle' : 'ghost'}
              colorPalette={selected ? 'brand' : 'gray'}
              aria-pressed={selected}
              onClick={() => onChoose(t.id)}
              w="full"
              h="auto"
              py="2"
              justifyContent="flex-start"
              textAlign="start"
              whiteSpace="normal"
            >
              <Stack gap="0.5" align="flex-start">
                <Text fontWeight="semibold">{t.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {[professionLabel(t.profession), clientLabel(t.clientType)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}

/**
 * The body of a "New from template" dialog (docs/product.md §12): the profession whose templates are
 * offered, the list, and the chosen template's `preview` beside it. Changing the profession drops the
 * choice.
 */
export function TemplatePicker({
  profession,
  onProfession,
  listLabel,
  items,
  pending,
  failed,
  chosenId,
  onChoose,
  preview,
}: {
  profession: string;
  onProfession: (id: string) => void;
  listLabel: string;
  items: Template[];
  pending: boolean;
  failed: boolean;
  chosenId: string | null;
  onChoose: (id: string | null) => void;
  preview: ReactNode;
}) {
  return (
    <Stack gap="4">
      <Field.Root maxW="sm">
        <Field.Label>Profession</Field.Label>
        <ProfessionSelect
          value={profession}
          onChange={(id) => {
            onProfession(id);
            onChoose(null);
          }}
          placeholder="All professions"
        />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 5 }} gap="4" alignItems="start">
        <Box gridColumn={{ md: 'span 2' }}>
          <TemplateList
            label={listLabel}
            items={items}
            pending={pending}
            failed={failed}
            chosenId={chosenId}
            onChoose={onChoose}
          />
        </Box>
        <Box gridColumn={{ md: 'span 3' }}>{preview}</Box>
      </SimpleGrid>
    </Stack>
  );
}
