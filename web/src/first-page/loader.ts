/**
 * The only script of the prerendered public pages (docs/benchmarks.md, "The first page"): a few hundred
 * bytes instead of the app. The page itself is HTML and CSS written at build time (web/build/prerender.ts).
 *
 * - Landing: wires "Learn More" (scroll to the features); every other control is a link.
 * - Sign-in and register: focuses the first field as the app does, and loads the app at the visitor's
 *   first key, tap or click (or a submit). The app then takes the page over where the visitor is: the
 *   values typed so far, the focused field, a password shown, and a submit sent meanwhile
 *   (src/first-page/takeover.ts). The show/hide password button works before the app is there.
 */
import { scrollToFeatures } from '@/features/landing/components/scroll-to-features';

/**
 * The show/hide button of a password field (src/components/ui/password-input.tsx), worked without the
 * app: the field shown carries `data-shown`, which the takeover reads (takeover.ts).
 */
function togglePassword(button: HTMLElement) {
  const input = button.closest('[data-part="root"]')?.querySelector('input');
  if (!input) return;
  const show = input.type === 'password';
  input.type = show ? 'text' : 'password';
  input.toggleAttribute('data-shown', show);
  button.setAttribute('aria-pressed', String(show));
  button.setAttribute('aria-label', show ? 'Hide password' : 'Show password');
}

export const TRIGGERS = ['keydown', 'pointerdown', 'touchstart', 'input', 'submit'] as const;

export function startFirstPage(
  doc: Document = document,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  const root = doc.getElementById('root');
  if (!root?.dataset.firstPage) return;
  // The page was written at build time: its © year is the visitor's (src/components/ui/current-year.tsx).
  for (const year of doc.querySelectorAll('[data-current-year]'))
    year.textContent = String(new Date().getFullYear());
  for (const button of doc.querySelectorAll<HTMLElement>('[data-first-page-action="learn-more"]'))
    button.addEventListener('click', () => scrollToFeatures());
  for (const button of doc.querySelectorAll<HTMLElement>('button[aria-label="Show password"]'))
    button.addEventListener('click', () => togglePassword(button));

  const entry = root.dataset.appEntry;
  if (!entry) return;
  let started = false;
  const start = (event: Event) => {
    if (event.type === 'submit') {
      event.preventDefault();
      // The app sends it once it holds the form.
      root.dataset.pendingSubmit = 'true';
    }
    if (started) return;
    started = true;
    for (const type of TRIGGERS) doc.removeEventListener(type, start, true);
    doc.addEventListener('submit', keepSubmit, true);
    void load(entry);
  };
  const keepSubmit = (event: Event) => {
    if (!root.dataset.takenOver) {
      event.preventDefault();
      root.dataset.pendingSubmit = 'true';
    }
  };
  for (const type of TRIGGERS) doc.addEventListener(type, start, true);
  root.querySelector<HTMLInputElement>('form input:not([type="hidden"]):not([hidden])')?.focus();
}

if (typeof document !== 'undefined' && !import.meta.env?.VITEST) startFirstPage();
