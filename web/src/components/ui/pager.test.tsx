import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

const renderPager = (props: Partial<Parameters<typeof Pager>[0]> = {}) => {
  const onPageChange = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <Pager page={1} pageSize={10} total={43} noun="clients" onPageChange={onPageChange} {...props} />
    </ChakraProvider>,
  );
  return onPageChange;
};

describe('Pager', () => {
  it('shows the range of the total and steps to the neighbouring pages', async () => {
    const onPageChange = renderPager();
    expect(screen.getByText('Showing 11–20 of 43 clients')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[2], [0]]);
  });

  it("follows the answer's Link header: no next page named, no Next", () => {
    // The count says there are more (a row was deleted meanwhile, say), the server names no next page.
    renderPager({ page: 2, total: 43, hasPrev: true, hasNext: false });
    expect(screen.getByText('Showing 21–30 of 43 clients')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('disables both buttons while the next page loads', () => {
    renderPager({ busy: true, hasPrev: true, hasNext: true });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(
      <ChakraProvider value={defaultSystem}>
        <Pager page={0} pageSize={10} total={0} noun="clients" onPageChange={() => undefined} />
      </ChakraProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
