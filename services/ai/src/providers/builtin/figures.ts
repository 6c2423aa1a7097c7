/** Figures read from a profile's text (model.ts and facts.ts both read them). */

/** "25-34", "28 to 34", "30s", "65+", "under 30", "over 60", "40" -> [min, max]. */
export function parseAge(text: string): [number, number] | null {
  const t = text.toLowerCase();
  const nums = [...t.matchAll(/\d{1,3}/g)].map((m) => Number(m[0])).filter((n) => n > 0 && n < 120);
  if (!nums.length) return null;
  const a = nums[0]!;
  if (nums.length >= 2) return [Math.min(a, nums[1]!), Math.max(a, nums[1]!)];
  if (/under|below|less than|younger than|</.test(t)) return [16, a - 1];
  if (/\+|over|above|older than|and up|plus|>/.test(t)) return [a, 99];
  if (new RegExp(`${a}'?s\\b`).test(t) && a % 10 === 0) return [a, a + 9];
  return [a, a];
}
