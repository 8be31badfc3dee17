import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { CreateOrganizationForm } from './CreateOrganizationForm';

function renderForm(language = 'en') {
  const onCreated = vi.fn();
  const onCancel = vi.fn();
  render(
    <Providers language={language}>
      <CreateOrganizationForm defaultEmail="nadia@example.org" onCreated={onCreated} onCancel={onCancel} />
    </Providers>,
  );
  return { onCreated, onCancel };
}

describe('CreateOrganizationForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing, on the fields, and sends nothing', async () => {
    const { calls } = mockFetch(() => jsonResponse(404));
    renderForm();
    const user = userEvent.setup();

    await user.clear(screen.getByRole('textbox', { name: 'Contact email' }));
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    const name = screen.getByRole('textbox', { name: 'Organization name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required');
    // The first field in error takes the focus.
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Contact email' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('suggests the short name from the name, sends the form, and places a taken short name on its field', async () => {
    const { calls } = mockFetch(() => jsonResponse(409, { code: 'organization.shortname_taken', error: 'taken', message: 'taken' }));
    const { onCreated } = renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Organization name' }), 'Green Earth!');
    await user.tab();
    const shortname = screen.getByRole('textbox', { name: 'Short name' });
    expect(shortname).toHaveValue('green-earth');
    expect(screen.getByRole('textbox', { name: 'Contact email' })).toHaveValue('nadia@example.org');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByText('This short name is already taken.')).toBeInTheDocument();
    expect(shortname).toHaveAttribute('aria-invalid', 'true');
    expect(calls[0]?.body).toMatchObject({ name: 'Green Earth!', shortname: 'green-earth', email: 'nadia@example.org' });
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('cancels', async () => {
    mockFetch(() => jsonResponse(404));
    const { onCancel } = renderForm('ar');
    await userEvent.setup().click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
