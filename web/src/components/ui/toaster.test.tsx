import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { TOAST_REMOVE_DELAY_MS, notifySuccess, toaster } from '@/lib/toast';
import { system } from '@/lib/theme';
import { Toaster } from './toaster';

/** The toast's root (the element that carries `data-state`). */
const rootOf = (title: string) => screen.getByText(title).closest('[data-state]') as HTMLElement;

const renderToaster = () =>
  render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );

afterEach(() => {
  act(() => toaster.remove());
});

describe('toasts (docs/product.md §9)', () => {
  it('are dismissed by a swipe right past 50 px; a shorter swipe springs back', async () => {
    renderToaster();
    act(() => void notifySuccess('Saved', 'Your changes are saved'));
    const toast = await waitFor(() => rootOf('Saved'));
    expect(toast).toHaveAttribute('data-state', 'open');

    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    expect(toast.style.transform).toBe('translateX(40px)');
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(toast).toHaveAttribute('data-state', 'open');
    expect(toast.style.transform).toBe('');

    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 90 }); // left: it does not follow
    expect(toast.style.transform).toBe('');
    fireEvent.pointerMove(toast, { clientX: 160 });
    fireEvent.pointerUp(toast, { clientX: 160 });
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'closed'));
  });

  it('keep a dismissed toast in the DOM for the remove delay, until the next one replaces it', async () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    renderToaster();
    act(() => void notifySuccess('First'));
    const first = await waitFor(() => rootOf('First'));
    act(() => toaster.dismiss());
    await waitFor(() => expect(first).toHaveAttribute('data-state', 'closed'));
    // well past an exit animation: still there, closed
    await new Promise((r) => setTimeout(r, 600));
    expect(first).toBeInTheDocument();
    act(() => void notifySuccess('Second'));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});
