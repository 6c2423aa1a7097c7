import { describe, expect, it } from 'vitest';
import { system } from './theme';

/** The hex value a colour token ends at, following `{colors.x.y}` references (the light mode's). */
function hex(path: string): string {
  const token = system.tokens.getByName(path);
  const light = (token?.extensions as { conditions?: Record<string, string> } | undefined)?.conditions;
  const value = light?._light ?? light?.base ?? String(token?.originalValue);
  return value.startsWith('{') ? hex(value.slice(1, -1)) : value;
}

function luminance(color: string): number {
  const n = parseInt(color.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('theme contrast (WCAG AA, 4.5:1 for badge text)', () => {
  it.each(['orange', 'accent', 'brand', 'red', 'green', 'blue', 'purple', 'teal', 'pink', 'gray'])(
    'white text on the solid %s is readable',
    (palette) => {
      const bg = hex(`colors.${palette}.solid`);
      expect(bg).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(bg, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
