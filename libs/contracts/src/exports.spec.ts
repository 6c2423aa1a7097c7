import { RECORD_NAME_MAX, copyName } from './exports.js';

describe('copyName', () => {
  it('says "Copy of <name>"', () => {
    expect(copyName('Dental practices')).toBe('Copy of Dental practices');
    expect(copyName('Copy of Plan')).toBe('Copy of Copy of Plan');
  });
  it('stays within the name limit without splitting a character or ending in a space', () => {
    expect(copyName('x'.repeat(200))).toBe(`Copy of ${'x'.repeat(192)}`);
    // 198 units, then an emoji of two: it fits; a second one would not, and is not cut in half.
    expect(copyName(`${'y'.repeat(190)}🎯🎯`)).toBe(`Copy of ${'y'.repeat(190)}🎯`);
    expect(copyName(`${'y'.repeat(191)}🎯`)).toBe(`Copy of ${'y'.repeat(191)}`);
    expect(copyName(`${'y'.repeat(191)}🎯`).length).toBeLessThanOrEqual(RECORD_NAME_MAX);
    expect(copyName(`${'z'.repeat(191)} abc`)).toBe(`Copy of ${'z'.repeat(191)}`);
  });
});
