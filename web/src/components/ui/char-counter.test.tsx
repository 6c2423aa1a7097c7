import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '@/lib/theme';
import { CharCounter, counterState } from './char-counter';

const wrap = (ui: React.ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('counterState (docs/product.md §9)', () => {
  it('stays quiet far from the limit and shows "n / max" near it', () => {
    expect(counterState(159, 200)).toMatchObject({ visible: false, over: false });
    expect(counterState(160, 200)).toEqual({ visible: true, over: false, text: '160 / 200' });
    expect(counterState(200, 200)).toEqual({ visible: true, over: false, text: '200 / 200' });
  });

  it('says how many characters are too many past the limit', () => {
    expect(counterState(201, 200)).toEqual({
      visible: true,
      over: true,
      text: '201 / 200 · 1 character too many',
    });
    expect(counterState(5012, 5000).text).toBe('5,012 / 5,000 · 12 characters too many');
  });
});

describe('CharCounter', () => {
  it('renders nothing while far from the limit', () => {
    wrap(<CharCounter value="short" max={200} />);
    expect(screen.queryByTestId('char-counter')).not.toBeInTheDocument();
  });

  it('renders the count near the limit, and the excess past it', () => {
    const { rerender } = wrap(<CharCounter value={'a'.repeat(190)} max={200} />);
    expect(screen.getByTestId('char-counter')).toHaveTextContent('190 / 200');
    expect(screen.getByTestId('char-counter')).not.toHaveAttribute('data-over');
    rerender(
      <ChakraProvider value={system}>
        <CharCounter value={'a'.repeat(203)} max={200} />
      </ChakraProvider>,
    );
    expect(screen.getByTestId('char-counter')).toHaveTextContent('203 / 200 · 3 characters too many');
    expect(screen.getByTestId('char-counter')).toHaveAttribute('data-over', 'true');
    expect(screen.getByTestId('char-counter')).toHaveAttribute('aria-live', 'polite');
  });
});
