import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '@/lib/theme';
import { FieldDiffs } from './field-diffs';

const wrap = (ui: React.ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

const labels = {
  valueProposition: 'Value proposition',
  selectedChannels: 'Channels',
  keyMessages: 'Key messages',
};

describe('FieldDiffs: the History tells the truth (docs/product.md §13)', () => {
  it('shows only the field that changed: channels stored with their keys reordered are not "rewritten"', () => {
    const { container } = wrap(
      <FieldDiffs
        labels={labels}
        before={{
          valueProposition: 'Calm mornings for busy clinics.',
          selectedChannels: [
            { rank: 1, stage: 'awareness', reason: 'Where owners read', channel: 'LinkedIn' },
          ],
          keyMessages: ['Book in a minute'],
        }}
        after={{
          valueProposition: 'Calm mornings for busy clinics. Every patient reminded.',
          selectedChannels: [
            { channel: 'LinkedIn', rank: 1, stage: 'awareness', reason: 'Where owners read' },
          ],
          keyMessages: ['Book in a minute '],
        }}
        beforeName="version 1"
        afterName="the current playbook"
      />,
    );
    const fields = [...container.querySelectorAll('[data-diff-field]')].map((e) =>
      e.getAttribute('data-diff-field'),
    );
    expect(fields).toEqual(['valueProposition']);
    const field = container.querySelector('[data-diff-field="valueProposition"]')!;
    expect(field.getAttribute('data-diff-mode')).toBe('sentences');
    expect([...field.querySelectorAll('ins')].map((e) => e.textContent)).toEqual([
      'added: Every patient reminded.',
    ]);
    expect(field.querySelectorAll('del')).toHaveLength(0);
    // the two sides are named above their columns
    expect(screen.getByText('Version 1')).toBeTruthy();
    expect(screen.getByText('The current playbook')).toBeTruthy();
  });

  it('puts a replaced item beside the one it replaced, and says so when nothing differs', () => {
    const { container } = wrap(
      <FieldDiffs
        labels={labels}
        before={{ keyMessages: ['Book in a minute', 'No queues'] }}
        after={{ keyMessages: ['Book in a minute', 'No waiting rooms'] }}
        beforeName="version 2"
        afterName="your changes"
      />,
    );
    const changed = [...container.querySelectorAll('[data-diff-row="changed"]')].map((e) => [
      e.getAttribute('data-diff-side'),
      e.textContent,
    ]);
    expect(changed).toEqual([
      ['before', 'removed: No queues'],
      ['after', 'added: No waiting rooms'],
    ]);
    wrap(<FieldDiffs labels={labels} before={{}} after={{ keyMessages: [] }} beforeName="a" afterName="b" />);
    expect(screen.getByText('No differences in the fields.')).toBeTruthy();
  });
});
