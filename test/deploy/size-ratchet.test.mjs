/**
 * The function-size ratchet only shrinks (eslint/function-size.js, docs/developing.md "Function size"):
 * lint refuses a new function over the limit and a listed one that grew; this test refuses a list that
 * still names a function that is gone or back under the limit, so the list follows the code down.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import size, { SIZE_LIMIT, readRatchet } from '../../eslint/function-size.js';
import { root } from './support/project.mjs';

/** The size of every function in `files`, keyed as the ratchet keys them. */
async function measure(files) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx,js,mjs,cjs}'],
        plugins: { size },
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        rules: { 'size/function-size': ['warn', 'measure'] },
      },
    ],
  });
  const sizes = new Map();
  for (const result of await eslint.lintFiles(files.map((f) => join(root, f)))) {
    for (const { ruleId, message } of result.messages) {
      if (ruleId !== 'size/function-size') continue;
      const cut = message.lastIndexOf(' ');
      sizes.set(message.slice(0, cut), Number(message.slice(cut + 1)));
    }
  }
  return sizes;
}

test('every function the size ratchet lists is still over the limit (else drop its line)', async () => {
  const ratchet = readRatchet();
  const files = [...new Set(Object.keys(ratchet).map((key) => key.split('#')[0]))];
  const sizes = await measure(files.filter((f) => existsSync(join(root, f))));
  const stale = [];
  for (const [key, listed] of Object.entries(ratchet)) {
    const lines = sizes.get(key);
    if (lines === undefined) stale.push(`${key}: no such function any more`);
    else if (lines <= SIZE_LIMIT) stale.push(`${key}: ${lines} lines now, under ${SIZE_LIMIT}`);
    else if (lines < listed) stale.push(`${key}: ${lines} lines now, listed at ${listed} (lower it)`);
  }
  assert.deepEqual(stale, [], `eslint/size-ratchet.json only shrinks; update it:\n${stale.join('\n')}`);
});

test('the size ratchet lists nothing under the limit', () => {
  const low = Object.entries(readRatchet()).filter(([, lines]) => lines <= SIZE_LIMIT);
  assert.deepEqual(low, []);
});
