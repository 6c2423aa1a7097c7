import { Text } from '@chakra-ui/react';

/** The counter appears once a text reaches this share of its limit. */
export const COUNTER_FROM = 0.8;

export interface CounterState {
  /** Shown at all (near or past the limit). */
  visible: boolean;
  over: boolean;
  /** "180 / 200", or "5,012 / 5,000 · 12 characters too many". */
  text: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * What a text field says about its length (docs/product.md §9): nothing while far from the limit, "n /
 * max" near it, and past it how many characters are too many, for the field's own message to refuse.
 * A text is never cut: it is refused with a message.
 */
export function counterState(length: number, max: number, from = COUNTER_FROM): CounterState {
  const over = length > max;
  const visible = over || length >= Math.ceil(max * from);
  const excess = length - max;
  const text = over
    ? `${fmt(length)} / ${fmt(max)} · ${fmt(excess)} ${excess === 1 ? 'character' : 'characters'} too many`
    : `${fmt(length)} / ${fmt(max)}`;
  return { visible, over, text };
}

/** The "n / max" counter under a text field; polite to screen readers, red past the limit. */
export function CharCounter({
  value,
  max,
  from = COUNTER_FROM,
}: {
  value: string | null | undefined;
  max: number;
  from?: number;
}) {
  const state = counterState((value ?? '').length, max, from);
  if (!state.visible) return null;
  return (
    <Text
      fontSize="xs"
      textAlign="end"
      color={state.over ? 'fg.error' : 'fg.muted'}
      fontWeight={state.over ? 'semibold' : undefined}
      aria-live="polite"
      data-testid="char-counter"
      data-over={state.over || undefined}
      mt="1"
      alignSelf="flex-end"
    >
      {state.text}
    </Text>
  );
}
