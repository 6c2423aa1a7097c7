import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { Column } from '../../lib/field-rows';

export interface CellInputProps {
  column: Column;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The accessible name when the column label is not shown beside the input. */
  ariaLabel?: string;
  id?: string;
}

const sentence = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** One cell of a row or card editor: a text input, a note, a pick from a list, or a date. */
export function CellInput({ column, value, onChange, onBlur, ariaLabel, id }: CellInputProps) {
  const common = { id, 'aria-label': ariaLabel, onBlur, size: 'sm' as const, bg: 'bg.panel' };
  if (column.input === 'select') {
    const options = column.options ?? [];
    // A stored value the list does not offer stays pickable rather than being dropped.
    const all = value && !options.includes(value) ? [value, ...options] : options;
    return (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          color={value ? undefined : 'fg.muted'}
        >
          <option value="">Not set</option>
          {all.map((o) => (
            <option key={o} value={o}>
              {sentence(o)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  if (column.input === 'textarea') {
    return (
      <Textarea
        {...common}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        placeholder={column.placeholder}
        maxLength={column.maxLength}
        autoresize
        minH="9"
        rows={1}
      />
    );
  }
  return (
    <Input
      {...common}
      type={column.input === 'date' ? 'date' : 'text'}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder={column.placeholder}
      maxLength={column.maxLength}
    />
  );
}
