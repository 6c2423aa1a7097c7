/** The target arithmetic of `make bench` (bench/lib/targets.mjs); run by `npm run test:deploy`. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatValue, isMet, targetRows } from './targets.mjs';

test('a target is met only when its figure is on the right side of it', () => {
  assert.equal(isMet({ value: 0.5, op: '>=', target: 0.5 }), true);
  assert.equal(isMet({ value: 0.49, op: '>=', target: 0.5 }), false);
  assert.equal(isMet({ value: 99.9, op: '<', target: 100 }), true);
  assert.equal(isMet({ value: 100, op: '<', target: 100 }), false);
  assert.equal(isMet({ value: 1.1, op: '<=', target: 1.1 }), true);
});

test('a figure that was not measured is never met', () => {
  assert.equal(isMet({ value: null, op: '<', target: 100 }), false);
  assert.equal(isMet({ value: Number.NaN, op: '>=', target: 0 }), false);
  assert.equal(formatValue(null, 'ms'), 'not measured');
});

test('an unknown operator is a mistake in the bench, not a miss', () => {
  assert.throws(() => isMet({ value: 1, op: '=<', target: 2 }), /unknown target operator/);
});

test('rows read as figure, target and verdict', () => {
  assert.deepEqual(
    targetRows([
      { name: 'ratio', value: 0.318, unit: 'x', op: '>=', target: 0.5 },
      { name: 'p99', value: 87.24, unit: 'ms', op: '<', target: 100 },
    ]),
    [
      ['ratio', '0.32x', '>= 0.50x', 'not met'],
      ['p99', '87 ms', '< 100 ms', 'met'],
    ],
  );
});
