/**
 * The frame every document shares: the HTML shell (with a Content-Security-Policy that allows nothing to
 * load), the cover band, sections, and the page footer with page numbers.
 */
import type { Status } from '@icp-studio/contracts';
import { markup, join, type Interpolation, type SafeHtml } from './escape.js';
import { statusLabel } from './format.js';
import { FONT_STACK, styles } from './styles.js';

/**
 * Nothing may load: no scripts, no images, no fonts from anywhere but the system, no frames, no
 * forms. Inline styles are the only thing the document uses.
 */
export const DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; font-src 'none'; script-src 'none'; " +
  "frame-src 'none'; connect-src 'none'; media-src 'none'; object-src 'none'; form-action 'none'; base-uri 'none'";

export interface MetaItem {
  label: string;
  value: Interpolation;
}

export interface CoverOptions {
  /** 'B2B Ideal Client Profile', 'Marketing Playbook'... */
  docType: string;
  title: string;
  subtitle?: string;
  status: Status;
  meta: MetaItem[];
}

/** Long names get a smaller type size, so the cover keeps its shape. */
export function titleSize(title: string): '' | 'long' | 'very-long' {
  const length = [...title].length;
  if (length > 140) return 'very-long';
  if (length > 70) return 'long';
  return '';
}

export function cover(opts: CoverOptions): SafeHtml {
  const items: MetaItem[] = [
    {
      label: 'Status',
      value: markup`<span class="status status-${opts.status}">${statusLabel(opts.status)}</span>`,
    },
    ...opts.meta,
  ];
  return markup`<header class="cover">
    <div class="brand"><span class="brand-mark"></span>ICP Studio</div>
    <div class="doc-type">${opts.docType}</div>
    <h1 class="title ${titleSize(opts.title)}">${opts.title}</h1>
    ${opts.subtitle ? markup`<div class="subtitle">${opts.subtitle}</div>` : null}
    <div class="meta">
      ${items.map(
        (m) =>
          markup`<div class="meta-item">
            <div class="label">${m.label}</div>
            <div class="value">${m.value}</div>
          </div>`,
      )}
    </div>
  </header>`;
}

/** A titled section; `null` when it has no body (sections appear only when data exists). */
export function section(
  title: string,
  body: SafeHtml | null | undefined,
  id?: string,
  /** After the title: the field's source tag (docs/evidence.md, "Evidence ledger"). */
  mark?: SafeHtml | null,
): SafeHtml | null {
  if (!body) return null;
  return markup`<section class="section" ${id ? markup` id="${id}"` : null}>
    <h2 class="section-title">${title}${mark ?? null}</h2>
    ${body}
  </section>`;
}

export function documentShell(opts: { title: string; lang?: string; body: SafeHtml }): string {
  return markup`<!doctype html>
    <html lang="${opts.lang ?? 'en'}">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${DOCUMENT_CSP}" />
        <meta name="referrer" content="no-referrer" />
        <title>${opts.title}</title>
        ${styles}
      </head>
      <body>
        ${opts.body}
      </body>
    </html>`.value;
}

/** The page frame: main content after the cover, and a closing note. */
export function page(coverHtml: SafeHtml, sections: readonly (SafeHtml | null)[], endNote: string): SafeHtml {
  const filled = sections.filter((s): s is SafeHtml => s !== null);
  return markup`${coverHtml}
    <main class="content">
      ${filled.length ? join(filled) : markup`<div class="card"><p class="empty">Nothing has been filled in yet.</p></div>`}
      <p class="end-note">${endNote}</p>
    </main>`;
}

/**
 * Chromium's footer (rendered in the bottom page margin, on every page): the document's name and
 * "Page n of m". Its own tiny document: inline styles only; Chromium fills the page-number spans.
 */
export function footerTemplate(label: string): string {
  return markup`<div
    style="box-sizing:border-box;width:100%;padding:0 18mm;display:flex;justify-content:space-between;align-items:center;gap:8mm;font-family:${FONT_STACK};font-size:7.5pt;color:#64748b;-webkit-print-color-adjust:exact;"
  >
    <span style="white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:120mm;"
      ><b style="color:#4f46e5;letter-spacing:0.08em;">ICP STUDIO</b>&nbsp;&nbsp;·&nbsp;&nbsp;${label}</span
    >
    <span style="white-space:nowrap;"
      >Page <span class="pageNumber"></span> of <span class="totalPages"></span
    ></span>
  </div>`.value;
}

/** An empty header (Chromium's default prints the date and the title). */
export const HEADER_TEMPLATE = '<span></span>';
