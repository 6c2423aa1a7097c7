import {
  Badge,
  Box,
  Button,
  Circle,
  Field,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { format, isValid, parseISO } from 'date-fns';
import { useEffect, useId, useRef } from 'react';
import { LuCalendarDays, LuPlus, LuTrash2 } from 'react-icons/lu';
import { campaignColumns, newRow, sortByStart, type Column, type FieldRow } from '../../lib/field-rows';
import { CellInput } from './cell-input';

export interface CampaignTimelineEditorProps {
  rows: FieldRow[];
  onChange: (rows: FieldRow[]) => void;
  onBlur?: () => void;
  maxCards?: number;
  /** The playbook's KPI names: the choices of a campaign's "KPI it drives" (docs/product.md §17). */
  kpiOptions?: readonly string[];
}

const column = (key: string) => campaignColumns.find((c) => c.key === key)!;

function day(iso: string | undefined): string | null {
  if (!iso) return null;
  const d = parseISO(iso);
  return isValid(d) ? format(d, 'MMM d, yyyy') : null;
}

/** When a card runs, in words: its dates, else its roadmap days, else its stored timing, else nothing yet. */
export function campaignWhen(row: FieldRow): string {
  const start = day(row.cells.startDate);
  const end = day(row.cells.endDate);
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  const { startDay, endDay, timeline } = row.orig ?? {};
  if (typeof startDay === 'number' && typeof endDay === 'number') return `Days ${startDay}–${endDay}`;
  if (typeof timeline === 'string' && timeline.trim()) return timeline.trim();
  return 'No dates yet';
}

/** Focuses the first control of a row, or the add button when the row is gone. */
function focusIn(container: HTMLElement | null, rowId: string | null) {
  const target =
    (rowId && container?.querySelector<HTMLElement>(`[data-row-id="${rowId}"] input`)) ||
    container?.querySelector<HTMLElement>('[data-add-row]');
  target?.focus();
}

function CardField({
  col,
  row,
  onCell,
  onBlur,
  span,
}: {
  col: Column;
  row: FieldRow;
  onCell: (key: string, value: string) => void;
  onBlur?: () => void;
  /** Columns taken on wide screens (the whole row below that). */
  span?: 2;
}) {
  return (
    <Field.Root gridColumn={span ? { base: 'auto', sm: '1 / -1', lg: `span ${span}` } : undefined}>
      <Field.Label fontSize="xs" color="fg.muted">
        {col.label}
      </Field.Label>
      <CellInput
        column={col}
        value={row.cells[col.key] ?? ''}
        onChange={(v) => onCell(col.key, v)}
        onBlur={onBlur}
      />
    </Field.Root>
  );
}

/**
 * Campaigns as cards on a timeline, in the order they start: name, stage, the KPI it drives, channel, offer, owner, start and
 * end dates and the objective; add, edit and remove a card. A card re-sorts when a date is left.
 */
export function CampaignTimelineEditor({
  rows,
  onChange,
  onBlur,
  maxCards = 100,
  kpiOptions = [],
}: CampaignTimelineEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Where the focus goes once the rows have re-rendered: a row's first control, or (null) the add button.
  const focusNext = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (focusNext.current === undefined) return;
    focusIn(ref.current, focusNext.current);
    focusNext.current = undefined;
  });
  const baseId = useId();

  const setCell = (id: string, key: string, value: string) =>
    onChange(rows.map((r) => (r.id === id ? { ...r, cells: { ...r.cells, [key]: value } } : r)));

  const resort = () => {
    const sorted = sortByStart(rows);
    if (sorted.some((r, i) => r !== rows[i])) onChange(sorted);
    onBlur?.();
  };

  const add = () => {
    const row = newRow(campaignColumns);
    onChange([...rows, row]);
    focusNext.current = row.id;
  };

  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next);
    focusNext.current = next[index]?.id ?? next[index - 1]?.id ?? null;
  };

  return (
    <Stack gap="3" ref={ref}>
      {rows.length === 0 ? (
        <Text
          fontSize="sm"
          color="fg.muted"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="border"
          borderRadius="md"
          px="3"
          py="2.5"
        >
          No campaigns yet.
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="0" aria-label="Campaign timeline">
          {rows.map((row, i) => {
            const titleId = `${baseId}-c${i}`;
            const onCell = (key: string, value: string) => setCell(row.id, key, value);
            const last = i === rows.length - 1;
            return (
              <Box as="li" key={row.id} display="flex" gap={{ base: '2', md: '3' }} data-row-id={row.id}>
                <Stack align="center" gap="0" flexShrink="0" pt="4" aria-hidden>
                  <Circle size="3" bg="brand.solid" borderWidth="2px" borderColor="bg.panel" />
                  {!last ? <Box flex="1" w="2px" bg="border" /> : null}
                </Stack>
                <Box
                  role="group"
                  aria-labelledby={titleId}
                  flex="1"
                  minW="0"
                  mb={last ? '0' : '3'}
                  borderWidth="1px"
                  borderColor="border.muted"
                  borderRadius="lg"
                  bg="bg.subtle"
                  px={{ base: '3', md: '4' }}
                  py="3"
                >
                  <HStack justify="space-between" align="start" gap="2" mb="2">
                    <Stack gap="1" minW="0">
                      <Text id={titleId} fontWeight="semibold" fontSize="sm" wordBreak="break-word">
                        {`Campaign ${i + 1}`}
                        {row.cells.name?.trim() ? `: ${row.cells.name.trim()}` : ''}
                      </Text>
                      <Badge colorPalette="accent" variant="subtle" alignSelf="start" whiteSpace="normal">
                        <LuCalendarDays /> {campaignWhen(row)}
                      </Badge>
                    </Stack>
                    <IconButton
                      aria-label={`Remove campaign ${i + 1}`}
                      variant="ghost"
                      size="sm"
                      color="fg.muted"
                      onClick={() => remove(i)}
                    >
                      <LuTrash2 />
                    </IconButton>
                  </HStack>
                  <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
                    <CardField col={column('name')} row={row} onCell={onCell} onBlur={onBlur} span={2} />
                    <CardField col={column('stage')} row={row} onCell={onCell} onBlur={onBlur} />
                    <CardField
                      col={{ ...column('kpi'), options: kpiOptions }}
                      row={row}
                      onCell={onCell}
                      onBlur={onBlur}
                    />
                    <CardField col={column('channel')} row={row} onCell={onCell} onBlur={onBlur} />
                    <CardField col={column('offer')} row={row} onCell={onCell} onBlur={onBlur} span={2} />
                    <CardField col={column('owner')} row={row} onCell={onCell} onBlur={onBlur} span={2} />
                    <CardField col={column('startDate')} row={row} onCell={onCell} onBlur={resort} />
                    <CardField col={column('endDate')} row={row} onCell={onCell} onBlur={resort} />
                    <CardField col={column('objective')} row={row} onCell={onCell} onBlur={onBlur} span={2} />
                  </SimpleGrid>
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
      <Box>
        <Button data-add-row size="sm" variant="outline" onClick={add} disabled={rows.length >= maxCards}>
          <LuPlus /> Add campaign
        </Button>
      </Box>
    </Stack>
  );
}
