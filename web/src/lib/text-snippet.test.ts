import { describe, expect, it } from 'vitest';
import { snippetAround } from './text-snippet';

describe('snippetAround', () => {
  it('cuts the text around the first match, case-insensitive, keeping how it is written', () => {
    const text = `${'a'.repeat(100)} Call the HARBOR clinic ${'b'.repeat(100)}`;
    const s = snippetAround(text, 'harbor', 10);
    expect(s.match).toBe('HARBOR');
    expect(s.before).toBe('…Call the ');
    expect(s.after).toBe(' clinic bb…');
  });

  it('shows a short text whole, its line breaks as spaces', () => {
    expect(snippetAround('Offer\n50% off', '50%')).toEqual({ before: 'Offer ', match: '50%', after: ' off' });
  });

  it('without a match, the beginning of the text', () => {
    expect(snippetAround('x'.repeat(30), 'zzz', 5)).toEqual({ before: '', match: '', after: 'xxxxxxxxxx…' });
    expect(snippetAround('short', 'zzz')).toEqual({ before: '', match: '', after: 'short' });
  });
});
