import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The history state of a wizard's step entries: a page that starts a new wizard on every visit (keyed by
 * the location) keeps the one it has when the location is only a step of it (`isWizardStep`).
 */
export const WIZARD_STEP_STATE = { wizardStep: true } as const;

/** Is this location's state a wizard step's (moved to by the wizard or by Back/Forward through it)? */
export function isWizardStep(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { wizardStep?: unknown }).wizardStep === true
  );
}

/** The step a wizard's address names (`?step=3`), or null when it names none or no whole number. */
export function stepFromSearch(search: URLSearchParams, total: number): number | null {
  const raw = search.get('step');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Math.min(total, Math.max(1, Number(raw)));
}

/**
 * Keeps a wizard's step in its address (`?step=N`): each step moved to is a history entry of its own,
 * so the browser's Back shows the previous step (and Forward the next) instead of leaving the page,
 * and a reload or a shared address opens that step. The first step shown replaces the address, so
 * Back from it leaves the wizard as before. `show` moves the wizard without its leave checks (going
 * back through history never validates).
 */
export function useStepInUrl(step: number, show: (step: number) => void, total: number): void {
  const [search, setSearch] = useSearchParams();
  const urlStep = stepFromSearch(search, total);
  const latest = useRef({ step, show, urlStep, setSearch });
  latest.current = { step, show, urlStep, setSearch };
  const started = useRef(false);
  // The steps this hook wrote that the address has not shown yet: when one arrives it is the wizard's own
  // move coming back (perhaps after the user moved on again), not Back or Forward.
  const pending = useRef<number[]>([]);

  // The step shown, into the address.
  useEffect(() => {
    const { urlStep: inUrl, setSearch: set } = latest.current;
    if (inUrl === step) {
      started.current = true;
      return;
    }
    pending.current.push(step);
    set(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('step', String(step));
        return next;
      },
      { replace: !started.current, preventScrollReset: true, state: WIZARD_STEP_STATE },
    );
    started.current = true;
  }, [step]);

  // The address's step (Back, Forward), onto the wizard.
  useEffect(() => {
    const { step: shown, show: move } = latest.current;
    const own = pending.current.indexOf(urlStep ?? -1);
    if (own >= 0) {
      pending.current.splice(0, own + 1);
      return;
    }
    if (urlStep !== null && urlStep !== shown) move(urlStep);
  }, [urlStep]);
}
