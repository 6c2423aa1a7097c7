/** Small building blocks the documents share: text, chips, lists, label/value tables, JSON values. */
import type { Json } from '@icp-studio/contracts';
import { markup, type SafeHtml } from './escape.js';
import { hasContent, humanise, isScalar, present, scalarText } from './format.js';
import { titleOf, type Detail } from './shapes.js';

/** Long text, its line breaks kept; `null` when blank. */
export function textBlock(value: string | null | undefined, cls = ''): SafeHtml | null {
  const text = present(value);
  if (!text) return null;
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim());
  return markup`${paragraphs.map((p) => markup`<p class="text ${cls}">${p}</p>`)}`;
}

export function chips(
  items: readonly string[],
  tone: '' | 'teal' | 'slate' | 'outline' = '',
): SafeHtml | null {
  if (!items.length) return null;
  return markup`<div class="chips">${items.map((i) => markup`<span class="chip ${tone}">${i}</span>`)}</div>`;
}

export function numbered(items: readonly string[], tone: '' | 'red' | 'indigo' = ''): SafeHtml | null {
  if (!items.length) return null;
  return markup`<ol class="numbered ${tone}">
    ${items.map((i) => markup`<li>${i}</li>`)}
  </ol>`;
}

export function ticks(items: readonly string[]): SafeHtml | null {
  if (!items.length) return null;
  return markup`<ul class="ticks">
    ${items.map((i) => markup`<li>${i}</li>`)}
  </ul>`;
}

/** Label/value rows; values may be structured. */
export function detailTable(details: readonly Detail[], depth = 0): SafeHtml | null {
  if (!details.length) return null;
  return markup`<table class="kv">
    <tbody>
      ${details.map(
        (d) =>
          markup`<tr>
            <th>${d.label}</th>
            <td>${jsonValue(d.value, depth + 1)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

const MAX_DEPTH = 4;

/**
 * Any JSON value, readable: text as text, lists of words as chips, lists of objects as cards, objects as
 * label/value rows, deeper nesting as indented text.
 */
export function jsonValue(value: Json | undefined, depth = 0): SafeHtml | null {
  if (value === undefined || !hasContent(value)) return null;
  if (isScalar(value)) {
    const text = scalarText(value);
    return text.includes('\n') ? markup`<span class="text">${text}</span>` : markup`${text}`;
  }
  if (depth >= MAX_DEPTH) return markup`<span class="pre">${JSON.stringify(value, null, 2)}</span>`;
  if (Array.isArray(value)) {
    const items = value.filter(hasContent);
    if (items.every(isScalar)) {
      const texts = items.map((i) => scalarText(i as string | number | boolean | null));
      const short = texts.every((t) => t.length <= 32 && !t.includes('\n')) && texts.length <= 16;
      if (short) return chips(texts, depth > 0 ? 'slate' : '');
      const list = markup`<ul class="ticks">
        ${texts.map((t) => markup`<li class="text">${t}</li>`)}
      </ul>`;
      return depth > 0 ? list : markup`<div class="card">${list}</div>`;
    }
    return markup`<div class="stack">${items.map((item) => jsonCard(item, depth))}</div>`;
  }
  return detailTable(
    Object.entries(value)
      .filter(([, v]) => hasContent(v))
      .map(([k, v]) => ({ label: humanise(k), value: v })),
    depth,
  );
}

/** One element of a list of structured things, as a card titled by its name/title. */
function jsonCard(item: Json, depth: number): SafeHtml | null {
  if (isScalar(item) || Array.isArray(item))
    return markup`<div class="item-card">${jsonValue(item, depth + 1)}</div>`;
  const { title, subtitle, keys } = titleOf(item);
  const rest = Object.entries(item)
    .filter(([k, v]) => !keys.includes(k) && hasContent(v))
    .map(([k, v]) => ({ label: humanise(k), value: v }));
  return markup`<div class="item-card accent">
    ${title ? markup`<h3><span>${title}${subtitle ? markup` <span class="sub">· ${subtitle}</span>` : null}</span></h3>` : null}
    ${detailTable(rest, depth + 1)}
  </div>`;
}

/** A JSON field as a section body: text as paragraphs, anything else structured. */
export function jsonSection(value: Json | null | undefined): SafeHtml | null {
  if (value === null || value === undefined || !hasContent(value)) return null;
  if (typeof value === 'string') return textBlock(value);
  return jsonValue(value, 0);
}
