import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '@/lib/theme';
import { addListEntry, TagListInput } from './tag-list-input';

function Harness({ initial = [] as string[] }) {
  const [items, setItems] = useState<string[]>(initial);
  return (
    <ChakraProvider value={system}>
      <TagListInput label="Pain points" itemName="pain point" value={items} onChange={setItems} />
      <output data-testid="value">{JSON.stringify(items)}</output>
    </ChakraProvider>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];

describe('addListEntry', () => {
  it('trims, ignores blanks and duplicates (any case)', () => {
    expect(addListEntry([], '  Slow onboarding ')).toEqual(['Slow onboarding']);
    const items = ['Slow onboarding'];
    expect(addListEntry(items, '   ')).toBe(items);
    expect(addListEntry(items, 'slow ONBOARDING ')).toBe(items);
  });
});

describe('TagListInput', () => {
  it('adds a trimmed entry on Enter and clears the input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Pain points');
    await user.type(input, '  Manual reporting  {Enter}');
    expect(value()).toEqual(['Manual reporting']);
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove Manual reporting' })).toBeInTheDocument();
  });

  it('adds with the plus button, which is disabled while the input is blank', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const add = screen.getByRole('button', { name: 'Add pain point' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Pain points'), 'Churn');
    await user.click(add);
    expect(value()).toEqual(['Churn']);
  });

  it('ignores blank entries', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Pain points'), '    {Enter}');
    expect(value()).toEqual([]);
  });

  it('ignores a duplicate and says so', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Churn']} />);
    await user.type(screen.getByLabelText('Pain points'), ' churn {Enter}');
    expect(value()).toEqual(['Churn']);
    expect(screen.getByText('"churn" is already in the list.')).toBeInTheDocument();
  });

  it('removes an entry when its badge is clicked', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['A', 'B', 'C']} />);
    await user.click(screen.getByRole('button', { name: 'Remove B' }));
    expect(value()).toEqual(['A', 'C']);
  });
});
