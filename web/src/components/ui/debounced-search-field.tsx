import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-debounced-value';
import { SearchField } from './list-controls';

/**
 * A `SearchField` that reports its text once typing pauses (`SEARCH_DEBOUNCE_MS`), trimmed. It follows
 * `value` when that changes from outside (Back, a "Clear filters" button).
 */
export function DebouncedSearchField({
  label,
  value,
  onChange,
  placeholder,
  delayMs = SEARCH_DEBOUNCE_MS,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  delayMs?: number;
}) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // An outside change (not the echo of what this field reported) replaces the text.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === reported.current.trim()) return;
    const timer = setTimeout(() => {
      reported.current = next;
      onChangeRef.current(next);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return <SearchField label={label} value={text} onChange={setText} placeholder={placeholder} />;
}
