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

/** lucide's eye-off (react-icons `LuEyeOff`, the app's icon for "Hide password"). */
const EYE_OFF =
  '<path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49"></path>' +
  '<path d="M14.084 14.158a3 3 0 0 1-4.242-4.242"></path>' +
  '<path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143"></path>' +
  '<path d="m2 2 20 20"></path>';
/** The prerendered eye of each button, put back when the password is hidden again. */
const eyes = new WeakMap<Element, string>();

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
  const icon = button.querySelector('svg');
  if (!icon) return;
  if (!eyes.has(icon)) eyes.set(icon, icon.innerHTML);
  icon.innerHTML = show ? EYE_OFF : (eyes.get(icon) ?? '');
}

/** Chakra's checkmark (its `Checkmark`), drawn in a ticked box before the app is there. */
const TICK =
  '<polyline points="20 6 9 17 4 12" fill="none" stroke="currentColor" stroke-width="3" ' +
  'stroke-linecap="round" stroke-linejoin="round"></polyline>';

/**
 * A checkbox (remember me) ticked before the app arrives: the native box changes by itself, but Chakra
 * draws it from `data-state` and the app's tick, so both follow it here. The takeover carries `checked`.
 */
function syncCheckbox(input: HTMLInputElement) {
  const box = input.closest('[data-scope="checkbox"][data-part="root"]');
  if (!box) return;
  const state = input.checked ? 'checked' : 'unchecked';
  for (const el of [box, ...box.querySelectorAll('[data-state]')]) el.setAttribute('data-state', state);
  const svg = box.querySelector('[data-part="control"] svg');
  if (svg) svg.innerHTML = input.checked ? TICK : '';
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
  for (const box of doc.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    box.addEventListener('change', () => syncCheckbox(box));

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
