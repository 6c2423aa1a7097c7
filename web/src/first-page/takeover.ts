/**
 * The app taking over a prerendered sign-in or register page (docs/benchmarks.md, "The first page"): what
 * the visitor did on the static form before the app arrived is read before the app renders, and put back
 * once the app's own form is on the page.
 */
export interface FirstPageState {
  values: Record<string, string>;
  checked: Record<string, boolean>;
  /** Password fields the visitor chose to show (`data-shown`, set by loader.ts). */
  revealed: string[];
  focused: string | null;
  selection: [number, number] | null;
  submit: boolean;
}

/** Reads the prerendered form of `root`; null when `root` holds no prerendered page. */
export function readFirstPage(root: HTMLElement): FirstPageState | null {
  if (!root.dataset.firstPage) return null;
  const state: FirstPageState = {
    values: {},
    checked: {},
    revealed: [],
    focused: null,
    selection: null,
    submit: false,
  };
  for (const input of root.querySelectorAll<HTMLInputElement>('form input[name]')) {
    if (input.type === 'checkbox') state.checked[input.name] = input.checked;
    else if (input.value) state.values[input.name] = input.value;
  }
  for (const input of root.querySelectorAll<HTMLInputElement>('form input[name][data-shown]'))
    state.revealed.push(input.name);
  const active = root.ownerDocument.activeElement;
  if (active instanceof HTMLInputElement && active.name && root.contains(active)) {
    state.focused = active.name;
    if (active.selectionStart != null && active.selectionEnd != null)
      state.selection = [active.selectionStart, active.selectionEnd];
  }
  state.submit = root.dataset.pendingSubmit === 'true';
  return state;
}

/** Sets a value the way typing does, so React (react-hook-form) sees it. */
function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Puts `state` back into the app's form in `root`; false when the app's form is not there. */
export function restoreFirstPage(root: HTMLElement, state: FirstPageState): boolean {
  const form = root.querySelector('form');
  if (!form) return false;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  for (const [name, value] of Object.entries(state.values)) {
    const input = field(name);
    if (input && !input.value) typeInto(input, value);
  }
  for (const [name, checked] of Object.entries(state.checked)) {
    const input = field(name);
    if (input && input.checked !== checked) input.click();
  }
  // A password shown: the app's own show/hide button of that field, so the app's state says so too.
  for (const name of state.revealed) {
    const input = field(name);
    if (input?.type === 'password')
      input
        .closest('[data-part="root"]')
        ?.querySelector<HTMLElement>('button[aria-pressed="false"]')
        ?.click();
  }
  // The field the visitor was in, else the first one (the app's autoFocus, which cannot focus a hidden form).
  const focus =
    (state.focused && field(state.focused)) || form.querySelector<HTMLInputElement>('input[name]');
  focus?.focus();
  if (focus && state.focused && state.selection) {
    try {
      focus.setSelectionRange(...state.selection);
    } catch {
      // Some input types (email) have no selection.
    }
  }
  if (state.submit) form.requestSubmit();
  return true;
}

/**
 * The swap, in one task (nothing the visitor does can fall between reading the static form and putting
 * it back): once the app, rendered into the hidden `host`, shows its form, reads the prerendered page in
 * `staticRoot`, removes it, shows the app in its place (as #root) and restores. False while the app's
 * form is not there yet.
 */
export function takeOver(staticRoot: HTMLElement, host: HTMLElement): boolean {
  if (!host.querySelector('form')) return false;
  const state = readFirstPage(staticRoot);
  // The light script holds submits until this mark (src/first-page/loader.ts).
  staticRoot.dataset.takenOver = 'true';
  staticRoot.remove();
  host.id = 'root';
  host.hidden = false;
  if (state) restoreFirstPage(host, state);
  return true;
}

/** Shows the app in `host` in the prerendered page's place, whatever the app shows. */
function swapWithoutForm(staticRoot: HTMLElement, host: HTMLElement) {
  staticRoot.dataset.takenOver = 'true';
  staticRoot.remove();
  host.id = 'root';
  host.hidden = false;
}

/**
 * Swaps as soon as the app's form is in `host`: on the DOM change that puts it there (a mutation
 * observer runs in the same task as React's commit, so no other script, extension or test ever sees
 * the hidden form beside the static one). Swaps without the form when the app went elsewhere (a
 * signed-in visitor sent on) or after `timeoutMs`.
 */
export function takeOverWhenReady(
  staticRoot: HTMLElement,
  host: HTMLElement,
  timeoutMs = 10_000,
  path = window.location.pathname,
): void {
  if (takeOver(staticRoot, host)) return;
  const observer = new MutationObserver(() => {
    if (takeOver(staticRoot, host)) return done();
    if (window.location.pathname !== path) {
      swapWithoutForm(staticRoot, host);
      done();
    }
  });
  function done() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(host, { childList: true, subtree: true });
  // (The observer's callbacks all run after this line: `done` may use the timer.)
  const timer = setTimeout(() => {
    if (!staticRoot.dataset.takenOver) swapWithoutForm(staticRoot, host);
    observer.disconnect();
  }, timeoutMs);
}
