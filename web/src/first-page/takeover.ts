/**
 * The app taking over a prerendered sign-in or register page (docs/benchmarks.md, "The first page"): what
 * the visitor did on the static form before the app arrived is read before the app renders, and put back
 * once the app's own form is on the page.
 */
export interface FirstPageState {
  values: Record<string, string>;
  checked: Record<string, boolean>;
  focused: string | null;
  selection: [number, number] | null;
  submit: boolean;
}

/** Reads the prerendered form of `root`; null when `root` holds no prerendered page. */
export function readFirstPage(root: HTMLElement): FirstPageState | null {
  if (!root.dataset.firstPage) return null;
  const state: FirstPageState = { values: {}, checked: {}, focused: null, selection: null, submit: false };
  for (const input of root.querySelectorAll<HTMLInputElement>('form input[name]')) {
    if (input.type === 'checkbox') state.checked[input.name] = input.checked;
    else if (input.value) state.values[input.name] = input.value;
  }
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

/** Puts `state` back into the app's form in `root`; false while the app's form is not there yet. */
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
  if (state.focused) {
    const input = field(state.focused);
    input?.focus();
    if (input && state.selection) {
      try {
        input.setSelectionRange(...state.selection);
      } catch {
        // Some input types (email) have no selection.
      }
    }
  }
  root.dataset.takenOver = 'true';
  delete root.dataset.firstPage;
  delete root.dataset.pendingSubmit;
  if (state.submit) form.requestSubmit();
  return true;
}

/** Calls restoreFirstPage on each frame until the app's form is there (at most `tries` frames). */
export function restoreWhenReady(root: HTMLElement, state: FirstPageState, tries = 600): void {
  if (restoreFirstPage(root, state) || tries <= 0) return;
  requestAnimationFrame(() => restoreWhenReady(root, state, tries - 1));
}
