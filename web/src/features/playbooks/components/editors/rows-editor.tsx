import { Box, Button, IconButton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { newRow, type FieldCodec, type FieldRow } from '../../lib/field-rows';
import { CellInput } from './cell-input';

export interface RowsEditorProps {
  codec: FieldCodec;
  rows: FieldRow[];
  onChange: (rows: FieldRow[]) => void;
  onBlur?: () => void;
  /** What an empty editor says ("No KPIs yet."). */
  emptyText: string;
  /** The most rows the field may hold. */
  maxRows?: number;
}

const MAX_ROWS = 100;

/** Focuses the first control of a row, or the add button when the row is gone. */
function focusIn(container: HTMLElement | null, rowId: string | null) {
  const target =
    (rowId &&
      container?.querySelector<HTMLElement>(`[data-row-id="${rowId}"] :is(input, select, textarea)`)) ||
    container?.querySelector<HTMLElement>('[data-add-row]');
  target?.focus();
}

/**
 * A table of rows (KPIs, target metrics, team roles, pillars): one line per row on wide screens with the
 * column names above, stacked cells with their names on a phone; Add and Remove per row. Each row is a
 * group named "KPI 1", its cells named by their column, so every control has a name of its own.
 */
export function RowsEditor({
  codec,
  rows,
  onChange,
  onBlur,
  emptyText,
  maxRows = MAX_ROWS,
}: RowsEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Where the focus goes once the rows have re-rendered: a row's first control, or (null) the add button.
  const focusNext = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (focusNext.current === undefined) return;
    focusIn(ref.current, focusNext.current);
    focusNext.current = undefined;
  });
  const { columns, itemName } = codec;
  const template = columns.map((c) => `minmax(0, ${c.width ?? 1}fr)`).join(' ') + ' auto';
  const noun = itemName.charAt(0).toUpperCase() + itemName.slice(1);

  const setCell = (id: string, key: string, value: string) =>
    onChange(rows.map((r) => (r.id === id ? { ...r, cells: { ...r.cells, [key]: value } } : r)));

  const add = () => {
    const row = newRow(columns);
    onChange([...rows, row]);
    focusNext.current = row.id;
  };

  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next);
    focusNext.current = next[index]?.id ?? next[index - 1]?.id ?? null;
  };

  return (
    <Stack gap="2" ref={ref}>
      {rows.length > 0 ? (
        <Box display={{ base: 'none', md: 'grid' }} gridTemplateColumns={template} gap="2" px="1" aria-hidden>
          {columns.map((c) => (
            <Text key={c.key} fontSize="xs" fontWeight="semibold" color="fg.muted">
              {c.label}
            </Text>
          ))}
          <Box w="8" />
        </Box>
      ) : (
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
          {emptyText}
        </Text>
      )}
      {rows.map((row, i) => (
        <Box
          key={row.id}
          role="group"
          aria-label={`${noun} ${i + 1}`}
          data-row-id={row.id}
          display="grid"
          gridTemplateColumns={{ base: '1fr auto', md: template }}
          gap="2"
          alignItems="start"
          p={{ base: '3', md: '1' }}
          borderWidth={{ base: '1px', md: '0' }}
          borderColor="border.muted"
          borderRadius="md"
        >
          {columns.map((c, ci) => (
            <Box
              key={c.key}
              minW="0"
              gridColumn={{ base: ci === 0 ? '1' : '1 / -1', md: 'auto' }}
              gridRow={{ base: ci === 0 ? '1' : 'auto', md: 'auto' }}
            >
              <Text
                display={{ base: 'block', md: 'none' }}
                fontSize="xs"
                fontWeight="semibold"
                color="fg.muted"
                mb="1"
                aria-hidden
              >
                {c.label}
              </Text>
              <CellInput
                column={c}
                value={row.cells[c.key] ?? ''}
                onChange={(v) => setCell(row.id, c.key, v)}
                onBlur={onBlur}
                ariaLabel={c.label}
              />
            </Box>
          ))}
          <IconButton
            aria-label={`Remove ${itemName} ${i + 1}`}
            variant="ghost"
            size="sm"
            color="fg.muted"
            onClick={() => remove(i)}
            gridColumn={{ base: '2', md: 'auto' }}
            gridRow={{ base: '1', md: 'auto' }}
            mt={{ base: '5', md: '0' }}
          >
            <LuTrash2 />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button data-add-row size="sm" variant="outline" onClick={add} disabled={rows.length >= maxRows}>
          <LuPlus /> Add {itemName}
        </Button>
      </Box>
    </Stack>
  );
}
