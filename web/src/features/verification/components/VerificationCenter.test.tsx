import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Identity } from '@/lib/auth/identities';
import { config } from '@/test/fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { Providers } from '@/test/render';
import type { VerificationStatus } from '../api/types';
import { VerificationCenter } from './VerificationCenter';

const organization: Identity = {
  id: 'org-1',
  type: 'organizations',
  current: true,
  meta: {
    shortname: 'rivers',
    name: 'Clean Rivers',
    logo: null,
    email: 'r@example.org',
    verified: false,
    verified_impact: false,
    kyb_status: 'not_verified',
    status: 'NOT_ACTIVE',
  },
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const person: Identity = {
  id: 'person-1',
  type: 'users',
  current: true,
  meta: {
    username: 'noor',
    first_name: 'Noor',
    last_name: 'Haddad',
    avatar: null,
    email: 'n@example.org',
    identity_verified_at: null,
    impact_points: 0,
    donates: 0,
    project_supported: 0,
    is_operator: false,
    kyc_status: 'not_verified',
    language: 'en',
  },
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

const status = (overrides: Partial<VerificationStatus> = {}): VerificationStatus => ({
  kind: 'kyb',
  status: 'not_verified',
  reason: null,
  submitted_at: null,
  ...overrides,
});

function serve(answers: { me: VerificationStatus; submit?: (call: RecordedCall) => Response; maxBytes?: number }) {
  return mockFetch((call) => {
    if (call.path === '/config') return jsonResponse(200, { ...config, media_max_bytes: answers.maxBytes ?? 1024 * 1024, media_max_files: 5 });
    if (call.path === '/verifications/me') return jsonResponse(200, answers.me);
    if (call.path === '/verifications/documents') return jsonResponse(201, { id: 'media-1', url: '/api/verifications/documents/media-1?expires=1&signature=ab', filename: 'certificate.png' });
    if (call.path === '/verifications' && answers.submit) return answers.submit(call);
    if (call.path === '/identities') return jsonResponse(200, { identities: [] });
    return jsonResponse(404, { code: 'not_found' });
  });
}

const png = (name = 'certificate.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/**
 * The file chooser behind the button that opens it (the kit's FileDrop): a test cannot drive the
 * browser's dialog, so it hands the files to the input that dialog fills.
 */
function fileInput(buttonName: string): HTMLInputElement {
  const input = screen.getByRole('button', { name: buttonName }).parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`no file input beside the ${buttonName} button`);
  expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/webp,image/gif');
  expect(input).toHaveAttribute('multiple');
  return input;
}

function renderCenter(identity: Identity) {
  render(
    <Providers>
      <VerificationCenter identity={identity} />
    </Providers>,
  );
}

describe('VerificationCenter', () => {
  it('sends an organization’s KYB and then shows it pending', async () => {
    const { calls } = serve({
      me: status(),
      submit: () => jsonResponse(201, status({ status: 'pending', submitted_at: '2025-03-05T07:08:00Z' })),
    });
    renderCenter(organization);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('Status: Not verified')).toBeInTheDocument();
    expect(screen.getByText('Only verified organizations can start projects and receive matching funds.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Legal name/ }));
    await user.type(screen.getByRole('textbox', { name: /Legal name/ }), 'Clean Rivers e.V.');
    await user.selectOptions(screen.getByRole('combobox', { name: /Country of registration/ }), 'Germany');
    await user.type(screen.getByRole('textbox', { name: /Registration number/ }), 'VR 20931');
    await user.upload(fileInput('Upload documents'), png());
    expect(await within(screen.getByRole('list', { name: 'Attached documents' })).findByText('certificate.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Status: Pending review')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your documents were sent for review.');
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/verifications')?.body).toEqual({
      legal_name: 'Clean Rivers e.V.',
      country: 'DE',
      registration_number: 'VR 20931',
      documents: ['media-1'],
    });
  }, 20_000);

  it('puts the server’s field errors under their fields', async () => {
    serve({
      me: status(),
      submit: () => jsonResponse(422, { code: 'validation', error: 'x', fields: { legal_name: 'too_long', documents: 'invalid' } }),
    });
    renderCenter(organization);
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByRole('combobox', { name: /Country of registration/ }), 'FR');
    await user.type(screen.getByRole('textbox', { name: /Registration number/ }), 'W123');
    await user.upload(fileInput('Upload documents'), png());
    await screen.findByText('certificate.png');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('This is too long')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Legal name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText("One of the documents can't be used. Please remove it and upload it again.")).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: /Registration number/ })).toHaveValue('W123');
  }, 20_000);

  it('checks the upload limits before sending anything', async () => {
    const { calls } = serve({ me: status(), maxBytes: 1024 * 1024 });
    renderCenter(organization);
    const user = userEvent.setup({ delay: null });
    // The limits come from /api/config.
    expect(await screen.findByText(/up to 5 files of at most 1MB each/, undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.upload(fileInput('Upload documents'), png('scan.png', 1024 * 1024 + 1));
    expect(await screen.findByText('scan.png exceeds the maximum size of 1MB', undefined, { timeout: 5000 })).toBeInTheDocument();

    await user.upload(fileInput('Upload documents'), [1, 2, 3, 4, 5, 6].map((n) => png(`page-${n}.png`)));
    expect(await screen.findByText('You can upload a maximum of 5 files. Please select fewer files.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/verifications/documents')).toBe(false);
  }, 20_000);

  it('shows a person the operator’s reason and lets them submit again, without a registration number', async () => {
    serve({ me: status({ kind: 'kyc', status: 'rejected', reason: 'The photo is blurry', submitted_at: '2025-03-05T07:08:00Z' }) });
    renderCenter(person);

    expect(await screen.findByText('Status: Rejected')).toBeInTheDocument();
    expect(screen.getByText('The photo is blurry')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Submit again' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Legal name/ })).toHaveValue('Noor Haddad');
    expect(screen.queryByRole('textbox', { name: /Registration number/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Unverified supporters count with a weight of 0.2/)).toBeInTheDocument();
  });

  it('shows no form while the documents are under review', async () => {
    serve({ me: status({ status: 'pending', submitted_at: '2025-03-05T07:08:00Z' }) });
    renderCenter(organization);
    expect(await screen.findByText('Status: Pending review')).toBeInTheDocument();
    expect(screen.getByText('Your documents are under review. You will be notified by email when the review is complete.')).toBeInTheDocument();
    expect(screen.getByText('2025/03/05 07:08 UTC')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });
});

describe.each([
  ['en', 'Upload documents', 'Attached documents'],
  ['ar', 'ارفع المستندات', 'المستندات المرفقة'],
])('attached documents (%s)', (language, uploadLabel, listLabel) => {
  it('shows a PDF with a document icon and a picture with its thumbnail', async () => {
    let uploads = 0;
    mockFetch((call) => {
      if (call.path === '/config') return jsonResponse(200, { ...config, media_max_bytes: 1024 * 1024, media_max_files: 5 });
      if (call.path === '/verifications/me') return jsonResponse(200, status());
      if (call.path === '/verifications/documents') {
        uploads += 1;
        // The server's links carry no file extension: only the file says it is a PDF.
        return jsonResponse(201, { id: `media-${uploads}`, url: `/api/verifications/documents/media-${uploads}?expires=1&signature=ab`, filename: uploads === 1 ? 'statutes.pdf' : 'certificate.png' });
      }
      return jsonResponse(404, { code: 'not_found' });
    });
    render(
      <Providers language={language}>
        <VerificationCenter identity={organization} />
      </Providers>,
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: uploadLabel });
    const input = fileInput(uploadLabel);

    await user.upload(input, new File([new Uint8Array(100)], 'statutes.pdf', { type: 'application/pdf' }));
    await screen.findByText('statutes.pdf');
    await user.upload(input, png());
    await screen.findByText('certificate.png');

    const [pdfItem, pictureItem] = within(screen.getByRole('list', { name: listLabel })).getAllByRole<HTMLElement>('listitem');
    if (!pdfItem || !pictureItem) throw new Error('two documents expected');
    expect(within(pdfItem).getByTestId('document-icon')).toBeInTheDocument();
    expect(within(pdfItem).queryByTestId('PersonIcon')).not.toBeInTheDocument();
    expect(pdfItem.querySelector('img')).toBeNull();
    expect(pictureItem.querySelector('img')).toHaveAttribute('src', '/api/verifications/documents/media-2?expires=1&signature=ab');
  });
});
