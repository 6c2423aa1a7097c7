/**
 * This year, as the page shows it in a © line. The prerendered public pages are written at build time
 * (web/build/prerender.ts); their light script (src/first-page/loader.ts) sets every `data-current-year`
 * to the visitor's year, so a page built last December does not show last year.
 */
export function CurrentYear() {
  return <span data-current-year="">{new Date().getFullYear()}</span>;
}
