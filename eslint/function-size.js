/**
 * Function size (docs/developing.md, "Function size"): lint warns at SIZE_WARN lines and refuses a
 * function over SIZE_LIMIT, except the ones listed in size-ratchet.json, each at most at its listed size.
 * The list only shrinks: test/deploy/size-ratchet.test.mjs fails when a listed function is back under the
 * limit (drop its line) or gone, and lint fails when one grew or a new one passed the limit.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

export const SIZE_WARN = 150;
export const SIZE_LIMIT = 250;
export const RATCHET_FILE = new URL('./size-ratchet.json', import.meta.url);
const ROOT = new URL('..', import.meta.url).pathname;

/** The ratchet: `{ "<path from the repository root>#<function name>": lines }`. */
export function readRatchet() {
  return JSON.parse(readFileSync(RATCHET_FILE, 'utf8')).functions;
}

/** A function's name as the ratchet spells it: its own name, its variable's, property's or method's. */
function nameOf(node) {
  if (node.id?.name) return node.id.name;
  const parent = node.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if (['MethodDefinition', 'Property', 'PropertyDefinition'].includes(parent?.type) && parent.key) {
    return parent.key.name ?? String(parent.key.value);
  }
  return '(anonymous)';
}

/**
 * The functions of one file with their sizes in lines (first to last line, as `max-lines-per-function`
 * counts them by default), keyed as in the ratchet; a name seen twice in a file gets `#2`, `#3`...
 */
function collect(context, onFunction) {
  const file = relative(ROOT, context.physicalFilename ?? context.filename);
  const seen = new Map();
  const visit = (node) => {
    const name = nameOf(node);
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    const key = `${file}#${name}${n > 1 ? `#${n}` : ''}`;
    onFunction(node, key, node.loc.end.line - node.loc.start.line + 1);
  };
  return { FunctionDeclaration: visit, FunctionExpression: visit, ArrowFunctionExpression: visit };
}

const sizeRule = {
  meta: {
    type: 'suggestion',
    schema: [{ enum: ['limit', 'warn', 'measure'] }],
    messages: {
      tooLong: `{{key}} has {{lines}} lines, over the limit of ${SIZE_LIMIT}: split it (docs/developing.md, "Function size").`,
      grew: '{{key}} has {{lines}} lines, more than the {{listed}} eslint/size-ratchet.json allows it: it may only shrink.',
      long: `{{key}} has {{lines}} lines, over ${SIZE_WARN}: consider splitting it (docs/developing.md, "Function size").`,
      measure: '{{key}} {{lines}}',
    },
  },
  create(context) {
    const mode = context.options[0] ?? 'limit';
    const ratchet = mode === 'limit' ? readRatchet() : {};
    return collect(context, (node, key, lines) => {
      const loc = node.loc.start;
      if (mode === 'measure') {
        context.report({ loc, messageId: 'measure', data: { key, lines } });
      } else if (mode === 'warn') {
        if (lines > SIZE_WARN && lines <= SIZE_LIMIT)
          context.report({ loc, messageId: 'long', data: { key, lines } });
      } else if (lines > SIZE_LIMIT) {
        const listed = ratchet[key];
        if (listed === undefined) context.report({ loc, messageId: 'tooLong', data: { key, lines } });
        else if (lines > listed) context.report({ loc, messageId: 'grew', data: { key, lines, listed } });
      }
    });
  },
};

/**
 * The local plugin: one rule under two names, so that its warning and its error have their own severity:
 * `size/function-size` ('limit': the ratchet) and `size/long-function` ('warn'); 'measure' reports every size.
 */
export default { rules: { 'function-size': sizeRule, 'long-function': sizeRule } };
