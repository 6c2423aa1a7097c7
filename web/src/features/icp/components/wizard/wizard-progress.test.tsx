import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';

beforeAll(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ICP wizard progress (docs/product.md §2)', () => {
  it('counts filled fields and checks only steps that hold content, not the steps passed', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderRoute('/icp/new', { session: 'client' });
    await screen.findByRole('heading', { level: 2, name: 'Basic Info' });
    expect(screen.getByText('0% complete')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Profile name'), 'Dentists');
    // One of the sixteen counted fields (b2b) is filled.
    expect(screen.getByText('6% complete')).toBeInTheDocument();

    // Pass Client Details without filling anything in.
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('heading', { level: 2, name: 'Client Details' });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('heading', { level: 2, name: 'Psychology' });

    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    expect(screen.getByText('6% complete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 1: Basic Info (filled in)' })).toBeInTheDocument();
    // Visited but empty: no check.
    expect(screen.getByRole('button', { name: 'Step 2: Client Details' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Psychographics'), 'Calm');
    expect(screen.getByText('13% complete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 3: Psychology (filled in)' })).toBeInTheDocument();
  }, 90_000);

  it('refuses a profile name past 200 characters with a counter and a message, never cutting it', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderRoute('/icp/new', { session: 'client' });
    const name = await screen.findByLabelText('Profile name');
    await user.click(name);
    await user.paste('a'.repeat(170));
    expect(screen.getByTestId('char-counter')).toHaveTextContent('170 / 200');
    await user.paste('b'.repeat(35));
    expect(name).toHaveValue('a'.repeat(170) + 'b'.repeat(35));
    expect(screen.getByTestId('char-counter')).toHaveTextContent('205 / 200 · 5 characters too many');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Profile name must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Info' })).toBeInTheDocument();
  }, 60_000);
});
