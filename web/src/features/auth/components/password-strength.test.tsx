import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '@/lib/theme';
import { PasswordStrength } from './password-strength';

function renderStrength(password: string) {
  return render(
    <ChakraProvider value={system}>
      <PasswordStrength password={password} />
    </ChakraProvider>,
  );
}

function metItems() {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-met') === 'true')
    .map((item) => item.textContent?.replace(/\((not )?met\)$/, '').trim());
}

describe('password strength', () => {
  it.each([
    ['', 'Weak', 0],
    ['abc', 'Weak', 25],
    ['abcdefgh', 'Fair', 50],
    ['abcdefg1', 'Good', 62.5],
    ['Abcdefgh', 'Good', 75],
    ['Abcdefg1', 'Strong', 87.5],
    ['Abcdef1!', 'Strong', 100],
  ])('rates %j as %s (%d points)', (password, label, score) => {
    renderStrength(password);
    expect(screen.getByText(label)).toBeInTheDocument();
    const meter = screen.getByRole('progressbar', { name: `Password strength: ${label}` });
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
  });

  it('ticks the checklist items a password meets', () => {
    const { unmount } = renderStrength('');
    expect(metItems()).toEqual([]);
    unmount();

    renderStrength('abcdefg1');
    expect(metItems()).toEqual(['At least 8 characters', 'One lowercase letter', 'One number']);
  });

  it('ticks every item for a password that meets all the rules', () => {
    renderStrength('Abcdef1!');
    expect(metItems()).toHaveLength(5);
  });
});
