import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { system } from '@/lib/theme';
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

  it('shows what the AI asks instead of guessing (the trade, the fields to fill)', () => {
    wrap(
      <SuggestionChips
        field="painPoints"
        suggestions={['Cash flow swings']}
        onAccept={() => {}}
        questions={[{ field: 'profession', question: 'What is your own trade?' }]}
      />,
    );
    const asks = screen.getByRole('list', { name: 'The AI asks' });
    expect(asks).toHaveTextContent('What is your own trade?');
  });
});

/** The wizard's part: asking fills the chips after a while; accepting removes the chip. */
function Harness({ answer }: { answer: string[] }) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  return (
    <SuggestionChips
      field="painPoints"
      suggestions={suggestions}
      loading={loading}
      onRequest={() => {
        setLoading(true);
        setTimeout(() => {
          setSuggestions(answer);
          setLoading(false);
        }, 20);
      }}
      onAccept={(s) => setSuggestions((prev) => prev.filter((x) => x !== s))}
    />
  );
}

describe('SuggestionChips keeps keyboard focus', () => {
  it('moves focus to the first chip when the answer arrives, not to the page body', async () => {
    const user = userEvent.setup();
    wrap(<Harness answer={['Cash flow', 'Late invoices', 'Tax deadlines']} />);
    await user.click(screen.getByRole('button', { name: 'Get AI suggestions' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add suggestion: Cash flow' })).toHaveFocus(),
    );
  });

  it('after accepting a chip, focus goes to the one in its place, then the last, then the button', async () => {
    const user = userEvent.setup();
    wrap(<Harness answer={['Cash flow', 'Late invoices', 'Tax deadlines']} />);
    await user.click(screen.getByRole('button', { name: 'Get AI suggestions' }));
    const first = await screen.findByRole('button', { name: 'Add suggestion: Cash flow' });
    await user.click(first);
    expect(screen.getByRole('button', { name: 'Add suggestion: Late invoices' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add suggestion: Tax deadlines' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Get AI suggestions' })).toHaveFocus();
  });

  it('returns focus to the button when the AI had nothing to offer', async () => {
    const user = userEvent.setup();
    wrap(<Harness answer={[]} />);
    await user.click(screen.getByRole('button', { name: 'Get AI suggestions' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get AI suggestions' })).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });
});
