import { Badge, Box, chakra, Field, HStack, IconButton, Input, Text, Wrap } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { LuPlus, LuX } from 'react-icons/lu';
import { FieldEditorsBadge } from '@/components/presence/presence-bar';
import { PRESENCE_FIELD_ATTRIBUTE } from '@/components/presence/presence-scope';
import { useFieldEditors } from '@/lib/realtime/use-presence';
import { CharCounter } from './char-counter';

/**
 * Adds `raw` to `items` the way every list input of the product does (docs/product.md §5): the entry is
 * trimmed, a blank entry is ignored, and so is one already in the list (compared without regard to
 * case). Returns the same array when nothing was added.
 */
export function addListEntry(items: readonly string[], raw: string): readonly string[] {
  const entry = raw.trim();
  if (!entry) return items;
  const key = entry.toLocaleLowerCase();
  if (items.some((item) => item.trim().toLocaleLowerCase() === key)) return items;
  return [...items, entry];
}

export interface TagListInputProps {
  /** The visible label; also names the add and remove buttons ("Add pain point"). */
  label: string;
  /** The singular noun for the buttons' accessible names, e.g. "pain point". Defaults to the label. */
  itemName?: string;
  value: readonly string[] | undefined;
  onChange: (next: string[]) => void;
  placeholder?: string;
  helperText?: string;
  /** A validation message; marks the field invalid. */
  error?: string;
  /** The longest entry accepted (characters). */
  maxLength?: number;
  /** How many entries the list may hold; the input is disabled when it is full. */
  maxItems?: number;
  disabled?: boolean;
  /** Called when the input loses focus (react-hook-form's `onBlur`). */
  onBlur?: () => void;
}

/**
 * A list of short texts: type an entry and press Enter or the plus button to add it; each entry shows
 * as a badge that removes itself when clicked. Blank and duplicate entries are ignored.
 */
export function TagListInput({
  label,
  itemName,
  value,
  onChange,
  placeholder,
  helperText,
  error,
  maxLength = 500,
  maxItems,
  disabled,
  onBlur,
}: TagListInputProps) {
  const items = value ?? [];
  const [draft, setDraft] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const listId = useId();
  const editors = useFieldEditors(label);
  const noun = itemName ?? label.toLowerCase();
  const full = maxItems !== undefined && items.length >= maxItems;

  const tooLong = draft.trim().length > maxLength;

  const add = () => {
    if (full || tooLong) return;
    const next = addListEntry(items, draft);
    if (next !== items) {
      onChange([...next]);
      setDraft('');
      setDuplicate(false);
    } else {
      // Blank: clear the whitespace. Duplicate: keep the text and say why nothing happened.
      const isDuplicate = draft.trim().length > 0;
      setDuplicate(isDuplicate);
      if (!isDuplicate) setDraft('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  };

  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));

  const hint = error
    ? null
    : tooLong
      ? `An entry can be at most ${maxLength} characters: shorten it to add it.`
      : duplicate
        ? `"${draft.trim()}" is already in the list.`
        : full
          ? `This list holds at most ${maxItems} entries.`
          : helperText;

  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} {...{ [PRESENCE_FIELD_ATTRIBUTE]: label }}>
      {editors.length > 0 ? (
        <HStack gap="2" wrap="wrap" align="baseline">
          <Field.Label>{label}</Field.Label>
          <FieldEditorsBadge names={editors} />
        </HStack>
      ) : (
        <Field.Label>{label}</Field.Label>
      )}
      <HStack width="full" gap="2">
        <Input
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (duplicate) setDuplicate(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          placeholder={placeholder}
          aria-invalid={tooLong || undefined}
          disabled={disabled || full}
          aria-describedby={items.length ? listId : undefined}
          enterKeyHint="done"
          autoComplete="off"
        />
        <IconButton
          type="button"
          variant="outline"
          colorPalette="brand"
          aria-label={`Add ${noun}`}
          onClick={add}
          disabled={disabled || full || tooLong || !draft.trim()}
        >
          <LuPlus />
        </IconButton>
      </HStack>
      <CharCounter value={draft} max={maxLength} />
      {hint ? (
        <Field.HelperText color={duplicate ? 'fg.warning' : tooLong ? 'fg.error' : undefined}>
          {hint}
        </Field.HelperText>
      ) : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {items.length > 0 ? (
        <Box id={listId} width="full" pt="1">
          <Text srOnly>
            {items.length} {items.length === 1 ? 'entry' : 'entries'}. Select an entry to remove it.
          </Text>
          <Wrap as="ul" gap="2" listStyleType="none">
            {items.map((item, index) => (
              <Box as="li" key={`${item}-${index}`} maxW="full">
                <Badge
                  asChild
                  size="lg"
                  variant="subtle"
                  colorPalette="brand"
                  borderRadius="full"
                  ps="3"
                  pe="2"
                  py="1"
                  maxW="full"
                  cursor="pointer"
                  _hover={{ bg: 'brand.muted' }}
                  _focusVisible={{
                    outline: '2px solid',
                    outlineColor: 'brand.focusRing',
                    outlineOffset: '1px',
                  }}
                >
                  <chakra.button
                    type="button"
                    aria-label={`Remove ${item}`}
                    title={`Remove ${item}`}
                    onClick={() => remove(index)}
                    disabled={disabled}
                    display="inline-flex"
                    alignItems="center"
                    gap="1.5"
                    whiteSpace="normal"
                    textAlign="start"
                    fontWeight="medium"
                  >
                    <Box as="span" wordBreak="break-word">
                      {item}
                    </Box>
                    <LuX aria-hidden="true" style={{ flexShrink: 0 }} />
                  </chakra.button>
                </Badge>
              </Box>
            ))}
          </Wrap>
        </Box>
      ) : null}
    </Field.Root>
  );
}
