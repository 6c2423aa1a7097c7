import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No field in the app asks anyone for JSON (docs/product.md §2, playbook wizard): the structured playbook
 * fields have row and card editors, and free text is read as structure only when it happens to parse.
 * This reads every module of web/src (not the tests) and looks at what a user can see: string
 * literals, template text and JSX text. Code (`JSON.parse`, the `Json` type, module paths, the message of
 * a thrown `Error`) is not text.
 */
// By hand: the test runs under jsdom, whose URL does not resolve file: URLs.
const srcRoot = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '')).replace(
  /app\/no-json-in-ui\.test\.ts$/,
  '',
);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'test' ? [] : componentFiles(`${path}/`);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every piece of text in `code` a user could be shown, with its line. */
export function visibleTexts(fileName: string, code: string): { text: string; line: number }[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const out: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    const isModulePath =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined;
    // Module paths are code; so is an Error's message (for developers, never shown as a product message).
    const isDeveloperError =
      ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Error';
    if (isModulePath || isDeveloperError) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      out.push({ text: node.text, line: line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

// A bare file name (the data download's `…-my-data.json`) names a file, not a format the user must read.
const mentionsJson = (text: string) =>
  /json/i.test(text) && !/application\/json/i.test(text) && !/^[\w.-]+\.json$/i.test(text);

describe('no user-visible text mentions JSON', () => {
  it('finds text in literals, templates and JSX, and ignores code', () => {
    const texts = visibleTexts(
      'probe.tsx',
      [
        "import { x } from './json-or-text';",
        'const v = JSON.parse(s) as Json;',
        'const a = <FormField helperText="Paste JSON here">Or JSON</FormField>;',
        'const b = `Your ${kind} as json`;',
        'throw new Error(`${url}: not a JSON array`);',
        "const name = 'icp-studio-my-data.json';",
      ].join('\n'),
    );
    expect(texts.filter((t) => mentionsJson(t.text)).map((t) => t.line)).toEqual([3, 3, 4]);
  });

  it('in any component of the app', () => {
    const files = componentFiles(srcRoot);
    expect(files.length).toBeGreaterThan(50);
    const hits = files.flatMap((file) =>
      visibleTexts(file, readFileSync(file, 'utf8'))
        .filter((t) => mentionsJson(t.text))
        .map((t) => `${file.slice(srcRoot.length)}:${t.line}: ${t.text.trim()}`),
    );
    expect(hits).toEqual([]);
  });
});
