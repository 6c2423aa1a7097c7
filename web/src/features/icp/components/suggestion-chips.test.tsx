import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { system } from '@/app/theme';
import { SuggestionChips } from './suggestion-chips';

const wrap = (ui: React.ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('SuggestionChips (the slot the AI issue fills)', () => {
  it('renders nothing without suggestions', () => {
    const { container } = wrap(<SuggestionChips field="painPoints" suggestions={[]} onAccept={() => {}} />);
    expect(container.querySelector('[data-suggestions]')).toBeNull();
  });

  it('offers each suggestion as a chip that accepts it', async () => {
    const onAccept = vi.fn();
    wrap(<SuggestionChips field="channels" suggestions={['LinkedIn', 'Podcasts']} onAccept={onAccept} />);
    expect(screen.getByRole('region', { name: 'AI suggested channels' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add suggestion: Podcasts' }));
    expect(onAccept).toHaveBeenCalledWith('Podcasts');
  });
});
