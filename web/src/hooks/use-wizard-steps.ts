import { useEffect, useRef, useState, type RefObject } from 'react';

export interface WizardSteps {
  /** The step shown, 1-based. */
  step: number;
  /** The furthest step reached so far. */
  furthest: number;
  /** Moves to `target` (1..total) when `canLeave` allows it. */
  goTo: (target: number) => Promise<void>;
  /** Shows `target` at once, without asking `canLeave` (e.g. the step of a field the server refused). */
  show: (target: number) => void;
  /** The step's heading: it takes the focus after every step change. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * A multi-step form's step: moving needs `canLeave(from, to)` (e.g. the fields of the steps left behind
 * are valid); after a change (not on the first render), `scrollRef` (by default the heading) is
 * scrolled into view and the heading takes the focus, so keyboard and screen-reader users land on the
 * new step. On the first render the step's first field takes the focus.
 */
export function useWizardSteps({
  total,
  initialStep = 1,
  initialFurthest = initialStep,
  canLeave,
  scrollRef,
}: {
  total: number;
  initialStep?: number;
  initialFurthest?: number;
  canLeave: (from: number, to: number) => boolean | Promise<boolean>;
  scrollRef?: RefObject<HTMLElement | null>;
}): WizardSteps {
  const [step, setStep] = useState(initialStep);
  const [furthest, setFurthest] = useState(initialFurthest);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // On arrival the step's first field takes the focus (the keyboard starts where the work is, not 15 Tab
  // presses away behind the header and the step list), unless something already holds it (a dialog).
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    firstFieldAfter(heading)?.focus();
  }, []);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    (scrollRef ?? headingRef).current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step, scrollRef]);

  const goTo = async (target: number) => {
    if (target === step || target < 1 || target > total) return;
    if (!(await canLeave(step, target))) return;
    setStep(target);
    setFurthest((f) => Math.max(f, target));
  };

  return { step, furthest, goTo, show: setStep, headingRef };
}

const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/** The first form field after `heading` in its form (document order), if any. */
function firstFieldAfter(heading: HTMLElement): HTMLElement | null {
  const scope = heading.closest('form') ?? heading.parentElement;
  if (!scope) return null;
  for (const field of scope.querySelectorAll<HTMLElement>(FIELD)) {
    if (heading.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING) return field;
  }
  return null;
}
