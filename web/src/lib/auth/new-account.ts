/**
 * The first screen after registering greets a new account with "Welcome", not "Welcome back"
 * (docs/product.md, Dashboard). Registering marks the new account's id in this tab's session storage;
 * the dashboard reads the mark and clears it once shown, so the next visit says "Welcome back".
 */
const KEY = 'icp-studio.new-account';

export function markNewAccount(userId: string): void {
  try {
    sessionStorage.setItem(KEY, userId);
  } catch {
    // Storage refused (private mode): the greeting falls back to "Welcome back".
  }
}

/**
 * The id marked by registering, if any. Only read: a render may run again before it shows (a lazy
 * route suspending), so the mark is cleared once the page is on screen (`clearNewAccount`).
 */
export function peekNewAccount(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearNewAccount(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
