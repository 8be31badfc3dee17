import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { config } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { newDraft, type Draft } from './draft';
import { WizardStepForm } from './WizardStepForm';

function showStep(step: 1 | 5, draft: Draft = newDraft(), language = 'en') {
  // The causes to choose from come with the configuration.
  mockFetch((call) => (call.path === '/config' ? jsonResponse(200, config) : jsonResponse(404)));
  const updateValues = vi.fn();
  const onNavigate = vi.fn();
  const routes: RouteObject[] = [{ path: '/', element: <WizardStepForm step={step} draft={draft} updateValues={updateValues} onNavigate={onNavigate} /> }];
  renderRoutes(routes, '/', undefined, language);
  return { updateValues, onNavigate };
}

describe('the wizard’s fields', () => {
  it('says on each field what step 1 still needs, the selects too, and moves on once it is filled in', async () => {
    const { updateValues, onNavigate } = showStep(1);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const title = screen.getByRole('textbox', { name: 'Project name' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    const cause = screen.getByRole('button', { name: /Social cause/ });
    expect(cause).toHaveAccessibleDescription('This field is required');
    expect(onNavigate).not.toHaveBeenCalled();

    await user.paste('Solar kiosks');
    await user.click(screen.getByRole('textbox', { name: 'Summary' }));
    await user.paste('Light for night markets.');
    await user.click(cause);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Sustainable energy' }));
    expect(cause).toHaveTextContent('Sustainable energy');
    await user.click(screen.getByRole('button', { name: /Track/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Women leaders' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(onNavigate).toHaveBeenCalledWith(2);
    expect(updateValues).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Solar kiosks', social_cause: 'SUSTAINABLE_ENERGY', category: 'WOMEN_LEADERS' }),
    );
  }, 30_000);

  it('chooses who assesses the impact with the keyboard', async () => {
    const { updateValues } = showStep(5);
    const user = userEvent.setup();
    const platform = await screen.findByRole('radio', { name: /Conducted by the platform/ });
    expect(platform).toBeChecked();
    await user.tab();
    expect(platform).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Conducted by a certified impact accountant' })).toBeChecked();
    expect(updateValues).toHaveBeenLastCalledWith(expect.objectContaining({ impact_assessment_type: 'OPTION_B' }));
  });
});
