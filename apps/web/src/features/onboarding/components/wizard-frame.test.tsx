import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useWizardStep } from '../hooks/use-wizard-step';
import { WizardFrame } from './wizard-frame';

function Wizard({ saved }: { saved: number }) {
  const wizard = useWizardStep(saved);
  return (
    <WizardFrame
      title="Register"
      intro="Three steps"
      steps={['One', 'Two', 'Three']}
      wizard={wizard}
      email="a@b.example"
    >
      <button type="button" onClick={() => wizard.goTo(wizard.step - 1)}>
        Back
      </button>
    </WizardFrame>
  );
}

describe('the registration wizards’ frame', () => {
  it('opens on the saved step, its section labelled by the step’s heading', () => {
    renderWithProviders(<Wizard saved={2} />);
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 2, name: 'Two' });
    expect(screen.getByRole('region', { name: 'Two' }).contains(heading)).toBe(true);
  });

  it('takes the focus to the heading of the step it goes back to, never before step 1', async () => {
    renderWithProviders(<Wizard saved={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'One' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });
});
