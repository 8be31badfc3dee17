import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import vectorsJson from '../../../../../docs/proof-vectors.json';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { CheckContribution } from './CheckContribution';
import type { Commitment, InclusionProof } from './proof';

interface Vectors {
  trees: { round_id: string; commitment: Commitment; proofs: InclusionProof[] }[];
}
const example = (vectorsJson as Vectors).trees[0]!;
const ana = example.proofs.find((p) => p.person_id === 'ana')!;
const manifest = JSON.stringify({ round_id: example.round_id, contributions_tree: example.commitment });
const projects = [
  { project_id: 'alpha', title: 'Clean water' },
  { project_id: 'gamma', title: 'School garden' },
];

function show(language = 'en') {
  render(
    <Providers language={language}>
      <CheckContribution roundId="round-1" projects={projects} />
    </Providers>,
  );
}

function paste(label: RegExp, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

describe('Check my contribution', () => {
  it('verifies a pasted proof against the published manifest and shows the rows', async () => {
    show();
    expect(screen.queryByRole('button', { name: 'Load my proof' })).toBeNull();
    paste(/your proof/i, JSON.stringify(ana));
    paste(/published manifest/i, manifest);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Verified against the published root: your 2 rows are counted.'));
    expect(status).toHaveTextContent('Clean water: $25.00, with your vote');
    expect(status).toHaveTextContent('School garden: $16.00, with your vote');
  });

  it('fails an altered proof visibly, with the reason, in the reader’s language', async () => {
    show('fr');
    const altered = { ...ana, leaves: ana.leaves.map((l, i) => (i === 0 ? { ...l, amount_cents: l.amount_cents + 100 } : l)) };
    paste(/votre preuve/i, JSON.stringify(altered));
    paste(/manifeste publié/i, manifest);
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent("Non vérifiée : les valeurs, la position ou le chemin d'une ligne ont été modifiés."),
    );
  });

  it('refuses a proof against another root, and input that is no manifest', async () => {
    show();
    paste(/your proof/i, JSON.stringify(ana));
    paste(/published manifest/i, JSON.stringify({ round_id: example.round_id, contributions_tree: { ...example.commitment, root: 'ab'.repeat(32) } }));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('the proof leads to another root than the published one.'));
    paste(/published manifest/i, '{"hello": 1}');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('This is not a manifest.json of an audit pack.'));
  });

  it('loads a signed-in donor’s own proof from the API, then verifies it', async () => {
    session.signIn({ access_token: 'access', refresh_token: 'refresh', token_type: 'Bearer' });
    const fetched = mockFetch((call) => {
      if (call.path === '/me/rounds/round-1/proof') return jsonResponse(200, ana);
      return jsonResponse(404, { code: 'not_found' });
    });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Load my proof' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>(/your proof/i).value).toContain(ana.root));
    expect(fetched.calls.some((c) => c.path === '/me/rounds/round-1/proof')).toBe(true);
    paste(/published manifest/i, manifest);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('your 2 rows are counted'));
  });

  it('says when the signed-in person has no counted row', async () => {
    session.signIn({ access_token: 'access', refresh_token: 'refresh', token_type: 'Bearer' });
    mockFetch(() => jsonResponse(404, { code: 'proof.no_rows', message: 'none' }));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Load my proof' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You have no counted contribution in this round.'));
  });
});
