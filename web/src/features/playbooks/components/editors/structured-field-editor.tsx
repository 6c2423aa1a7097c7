import { Box, HStack, Icon, Stack, Switch, Text, Textarea, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { LuListChecks, LuType } from 'react-icons/lu';
import {
  CODECS,
  rowsFromText,
  rowsToPlainText,
  stateFromText,
  textFromRows,
  type EditorState,
  type FieldRow,
  type RowsShape,
  type StructuredKind,
} from '../../lib/field-rows';
import { CampaignTimelineEditor } from './campaign-timeline-editor';
import { RowsEditor } from './rows-editor';

export interface StructuredFieldEditorProps {
  kind: StructuredKind;
  label: string;
  helperText?: string;
  /** The field's text as the form holds it (lib/field-rows.ts: structure, or free text). */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string;
  /** The free-text box's example. */
  placeholder?: string;
  /** "No KPIs yet." */
  emptyText: string;
  /** Campaigns: the playbook's KPI names, to pick the one a campaign drives. */
  kpiOptions?: readonly string[];
}

const NOUNS: Record<StructuredKind, [string, string]> = {
  kpis: ['KPI', 'KPIs'],
  targetMetrics: ['metric', 'metrics'],
  teamRoles: ['role', 'roles'],
  messagingPillars: ['pillar', 'pillars'],
  campaigns: ['campaign', 'campaigns'],
};

/**
 * One "structured or text" playbook field (docs/product.md §2): rows (or campaign cards) to fill in, and a
 * Free text switch for those who would rather write it out. Switching to free text writes the rows out as
 * lines; switching back restores the rows when the text was left alone, and otherwise reads the text again
 * (structure that parses, else one row per line). An old text value opens in free text, as it was.
 */
export function StructuredFieldEditor({
  kind,
  label,
  helperText,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  emptyText,
  kpiOptions,
}: StructuredFieldEditorProps) {
  const codec = CODECS[kind];
  const [state, setState] = useState<EditorState>(() => stateFromText(codec, value));
  const emitted = useRef(value);
  const beforeText = useRef<{ text: string; rows: FieldRow[]; shape: RowsShape } | null>(null);
  const labelId = useId();
  const helpId = useId();
  const textId = useId();

  // A change from outside the editor (AI ideas applied, a reset) is read again.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      beforeText.current = null;
      setState(stateFromText(codec, value));
    }
  }, [value, codec]);

  const emit = (text: string) => {
    emitted.current = text;
    onChange(text);
  };

  const setRows = (rows: FieldRow[], shape: RowsShape) => {
    setState({ mode: 'rows', rows, shape });
    emit(textFromRows(codec, rows, shape));
  };

  const setFreeText = (on: boolean) => {
    if (on && state.mode === 'rows') {
      const text = rowsToPlainText(codec, state.rows);
      beforeText.current = { text, rows: state.rows, shape: state.shape };
      setState({ mode: 'text', text });
      emit(text);
    } else if (!on && state.mode === 'text') {
      const kept = beforeText.current;
      const read = kept && kept.text === state.text ? kept : rowsFromText(codec, state.text);
      beforeText.current = null;
      setRows(read.rows, read.shape);
    }
  };

  const [one, many] = NOUNS[kind];
  const parsed = state.mode === 'text' ? codec.parse(state.text) : null;
  const readAs =
    parsed !== null && typeof parsed === 'object'
      ? Array.isArray(parsed)
        ? parsed.length
        : Object.keys(parsed).length
      : null;

  return (
    <chakra.fieldset
      aria-labelledby={labelId}
      aria-describedby={helperText ? helpId : undefined}
      aria-invalid={error ? true : undefined}
      minW="0"
    >
      <Stack gap="2">
        <HStack justify="space-between" align="center" gap="3" wrap="wrap">
          <Text id={labelId} fontWeight="medium" fontSize="sm">
            {label}
          </Text>
          <Switch.Root
            size="sm"
            checked={state.mode === 'text'}
            onCheckedChange={(e) => setFreeText(e.checked)}
            colorPalette="brand"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontSize="xs" color="fg.muted" fontWeight="normal">
              Free text<VisuallyHidden>: {label}</VisuallyHidden>
            </Switch.Label>
          </Switch.Root>
        </HStack>
        {helperText ? (
          <Text id={helpId} fontSize="xs" color="fg.muted" mt="-1">
            {helperText}
          </Text>
        ) : null}
        <Box>
          {state.mode === 'text' ? (
            <Stack gap="1.5">
              <Textarea
                id={textId}
                aria-label={label}
                value={state.text}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setState({ mode: 'text', text });
                  emit(text);
                }}
                onBlur={onBlur}
                autoresize
                minH="24"
                placeholder={placeholder}
              />
              {state.text.trim() ? (
                <HStack gap="1.5" fontSize="xs" color="fg.muted" aria-live="polite">
                  <Icon boxSize="3.5">{readAs !== null ? <LuListChecks /> : <LuType />}</Icon>
                  <Text>
                    {readAs !== null
                      ? `Read as ${readAs} ${readAs === 1 ? one : many}`
                      : `Saved as free text. Switch Free text off to use ${kind === 'campaigns' ? 'cards' : 'rows'}.`}
                  </Text>
                </HStack>
              ) : null}
            </Stack>
          ) : kind === 'campaigns' ? (
            <CampaignTimelineEditor
              rows={state.rows}
              onChange={(rows) => setRows(rows, state.shape)}
              onBlur={onBlur}
              kpiOptions={kpiOptions}
            />
          ) : (
            <RowsEditor
              codec={codec}
              rows={state.rows}
              onChange={(rows) => setRows(rows, state.shape)}
              onBlur={onBlur}
              emptyText={emptyText}
            />
          )}
        </Box>
        {error ? (
          <Text fontSize="sm" color="fg.error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </chakra.fieldset>
  );
}
