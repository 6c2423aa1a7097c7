import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useWizardSteps } from './use-wizard-steps';

function Wizard() {
  const { step, goTo, headingRef } = useWizardSteps({ total: 2, canLeave: () => true });
  return (
    <form>
      <button type="button">Step list</button>
      <h2 ref={headingRef} tabIndex={-1}>
        Step {step}
      </h2>
      <input type="hidden" name="token" />
      <input aria-label={`Field of step ${step}`} />
      <button type="button" onClick={() => void goTo(step + 1)}>
        Next
      </button>
    </form>
  );
}

describe('useWizardSteps', () => {
  it("gives the step's first field the focus on arrival", () => {
    render(<Wizard />);
    expect(screen.getByRole('textbox', { name: 'Field of step 1' })).toHaveFocus();
  });

  it('does not take the focus from what already holds it (a dialog)', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    render(<Wizard />);
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it("moves the focus to the new step's heading after a step change", async () => {
    render(<Wizard />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 2' })).toHaveFocus();
  });
});
