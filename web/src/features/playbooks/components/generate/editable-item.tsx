import { Box, Button, Flex, HStack, IconButton, Input, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LuPencil, LuX } from 'react-icons/lu';
import { FormField } from '@/components/ui/form-field';

/** One field of an item's inline editor. */
export interface EditField {
  key: string;
  label: string;
  value: string;
  multiline?: boolean;
  /** A number above zero (a KPI's target). */
  number?: boolean;
  /** A whole number from `min` to `max` (a campaign's day, a budget line's amount). */
  whole?: { min: number; max: number };
}

export interface EditableItemProps {
  /** The item in words, for the buttons' names (`Edit "…"`, `Remove "…"`). */
  label: string;
  content: ReactNode;
  fields: EditField[];
  onSave: (values: Record<string, string>) => void;
  /** Without it the item cannot be removed (the positioning statement). */
  onDrop?: () => void;
  /** Rules between fields (a campaign ends on or after its start): messages by field key. */
  check?: (values: Record<string, string>) => Record<string, string | undefined>;
}

const fmt = (n: number) => n.toLocaleString('en-US');

function errorOf(field: EditField, value: string): string | undefined {
  if (!value.trim()) return `${field.label} is required`;
  if (field.number && !(Number(value) > 0)) return `${field.label} must be a number above zero`;
  if (field.whole) {
    const n = Number(value.trim());
    const { min, max } = field.whole;
    // Refused with a message, never brought into the range silently.
    if (!/^-?\d+$/.test(value.trim()) || n < min || n > max)
      return `${field.label} must be a whole number from ${fmt(min)} to ${fmt(max)}`;
  }
  return undefined;
}

/**
 * One suggestion of a generated section: kept as it is, edited in place (its fields, Save or Cancel), or
 * removed. Nothing else in the section changes with it.
 */
export function EditableItem({ label, content, fields, onSave, onDrop, check }: EditableItemProps) {
  const [editing, setEditing] = useState<Record<string, string> | null>(null);
  const [tried, setTried] = useState(false);
  // Focus follows the editor: Edit (by Enter or a click) moves it to the first field, Save and Cancel
  // back to Edit. The button it was on is gone from the page, which would leave it on the body.
  const [focusTo, setFocusTo] = useState<'field' | 'edit' | null>(null);
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTo === 'field') firstField.current?.focus();
    if (focusTo === 'edit') editButton.current?.focus();
    if (focusTo) setFocusTo(null);
  }, [focusTo]);
  const close = () => {
    setEditing(null);
    setFocusTo('edit');
  };

  if (!editing)
    return (
      <Flex justify="space-between" align="start" gap="2" width="full">
        <Box minW="0" flex="1">
          {content}
        </Box>
        <HStack gap="0" flexShrink={0}>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Edit "${label}"`}
            ref={editButton}
            onClick={() => {
              setTried(false);
              setEditing(Object.fromEntries(fields.map((f) => [f.key, f.value])));
              setFocusTo('field');
            }}
          >
            <LuPencil />
          </IconButton>
          {onDrop ? (
            <IconButton size="xs" variant="ghost" aria-label={`Remove "${label}"`} onClick={onDrop}>
              <LuX />
            </IconButton>
          ) : null}
        </HStack>
      </Flex>
    );

  const own = Object.fromEntries(fields.map((f) => [f.key, errorOf(f, editing[f.key] ?? '')]));
  // The rules between fields only once each field is valid on its own.
  const between = check && !Object.values(own).some(Boolean) ? check(editing) : {};
  const errors = Object.fromEntries(fields.map((f) => [f.key, own[f.key] ?? between[f.key]]));
  const save = () => {
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    onSave(Object.fromEntries(fields.map((f) => [f.key, editing[f.key]!.trim()])));
    close();
  };
  return (
    <Stack
      as="form"
      gap="2"
      width="full"
      aria-label={`Edit "${label}"`}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      {fields.map((f, i) => (
        <FormField key={f.key} label={f.label} error={tried ? errors[f.key] : undefined}>
          {f.multiline ? (
            <Textarea
              ref={i === 0 ? firstField : undefined}
              size="sm"
              autoresize
              value={editing[f.key]}
              onChange={(e) => setEditing({ ...editing, [f.key]: e.target.value })}
            />
          ) : (
            <Input
              ref={i === 0 ? firstField : undefined}
              size="sm"
              inputMode={f.number ? 'decimal' : f.whole ? 'numeric' : undefined}
              value={editing[f.key]}
              onChange={(e) => setEditing({ ...editing, [f.key]: e.target.value })}
            />
          )}
        </FormField>
      ))}
      <HStack gap="2">
        <Button size="xs" colorPalette="brand" type="submit">
          Save
        </Button>
        <Button size="xs" variant="ghost" onClick={close}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
