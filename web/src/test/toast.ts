import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The error toast on screen: the title 'Error' and this description (the server's message or the
 * screen's default), both inside one toast. Answers the toast element.
 */
export async function findErrorToast(description: string): Promise<HTMLElement> {
  let toast: HTMLElement | null = null;
  await waitFor(() => {
    const titles = screen.getAllByText('Error', { selector: '[data-scope="toast"][data-part="title"]' });
    toast =
      titles
        .map((t) => t.closest<HTMLElement>('[data-scope="toast"][data-part="root"]'))
        .find((root) => root && within(root).queryByText(description)) ?? null;
    expect(toast).not.toBeNull();
  });
  return toast!;
}
