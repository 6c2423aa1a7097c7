import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clockTime } from '@/lib/format';
import { system } from '@/lib/theme';
import { SaveStatus, saveStatus } from './save-status';

const at = (h: number, m: number) => new Date(2026, 0, 5, h, m).toISOString();

describe('saveStatus (docs/product.md §2)', () => {
  it('says nothing before anything was saved or changed', () => {
    expect(saveStatus({ saving: false, dirty: false, lastSaved: null })).toEqual({ kind: 'none', text: '' });
  });

  it('says "Unsaved changes" as soon as the form differs, even after an earlier save', () => {
    expect(saveStatus({ saving: false, dirty: true, lastSaved: null }).text).toBe('Unsaved changes');
    expect(saveStatus({ saving: false, dirty: true, lastSaved: at(9, 5) }).text).toBe('Unsaved changes');
  });

  it('says "Saved at HH:MM" after a save, in the browser’s time, 24-hour', () => {
    expect(saveStatus({ saving: false, dirty: false, lastSaved: at(9, 5) }).text).toBe('Saved at 09:05');
    expect(saveStatus({ saving: false, dirty: false, lastSaved: at(17, 42) }).text).toBe('Saved at 17:42');
    expect(clockTime('not a date')).toBe('');
  });

  it('says "Saving draft…" while a save runs', () => {
    expect(saveStatus({ saving: true, dirty: true, lastSaved: at(9, 5) }).text).toBe('Saving draft…');
  });

  it('renders its text in a polite live region', () => {
    render(
      <ChakraProvider value={system}>
        <SaveStatus saving={false} dirty lastSaved={at(9, 5)} />
      </ChakraProvider>,
    );
    const status = screen.getByTestId('draft-status');
    expect(status).toHaveTextContent('Unsaved changes');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });
});
