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
  it('checks against the root the results publish, with no manifest to paste', async () => {
    render(
      <Providers>
        <CheckContribution roundId="round-1" published={{ roundId: example.round_id, tree: example.commitment }} projects={projects} />
      </Providers>,
    );
    expect(screen.queryByLabelText(/published manifest/i)).toBeNull();
    expect(screen.getByTestId('published-root')).toHaveTextContent(example.commitment.root);
    paste(/your proof/i, JSON.stringify(ana));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('your 2 rows are counted'));
    // A proof of the same rows relabelled for another round fails against this round.
    paste(/your proof/i, JSON.stringify({ ...ana, round_id: 'another-round' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('the proof is for another round.'));
  });

  it('opens an inclusion code from the address and verifies it at once, without signing in', async () => {
    const code = '1-0123456789abcdef-0123456789abcdef0123';
    const fetched = mockFetch((call) => (call.path === `/proofs/${code}` ? jsonResponse(200, ana) : jsonResponse(404, { code: 'not_found' })));
    render(
      <Providers>
        <CheckContribution roundId="round-1" published={{ roundId: example.round_id, tree: example.commitment }} projects={projects} code={code} />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('your 2 rows are counted'));
    expect(screen.getByLabelText<HTMLInputElement>('Your inclusion code').value).toBe(code);
    expect(fetched.calls.filter((c) => c.path === `/proofs/${code}`)).toHaveLength(1);
  });

  it('names the anchoring transaction and, after a verified proof, what the chain holds', async () => {
    const anchor = {
      tx_id: 'ab'.repeat(32),
      network: 'preprod',
      explorer_url: `https://preprod.cardanoscan.io/transaction/${'ab'.repeat(32)}`,
      label: 674,
      pack_sha256: 'cd'.repeat(32),
      anchored_at: '2026-11-29T12:00:00Z',
    };
    const published = { round_id: example.round_id, leaf_count: example.commitment.leaf_count, root: example.commitment.root, pack_sha256: anchor.pack_sha256 };
    let state = 'matches';
    mockFetch((call) =>
      call.path === '/rounds/round-1/anchor'
        ? jsonResponse(200, { anchor, state, depth: 3, published, on_chain: published, differences: state === 'differs' ? ['pack_sha256'] : [] })
        : jsonResponse(404, { code: 'not_found' }),
    );
    render(
      <Providers>
        <CheckContribution roundId="round-1" published={{ roundId: example.round_id, tree: example.commitment }} projects={projects} anchor={anchor} />
      </Providers>,
    );
    expect(screen.getByTestId('anchor-tx')).toHaveTextContent(anchor.tx_id);
    expect(screen.getByRole('link', { name: 'See the transaction on a Cardano explorer' })).toHaveAttribute('href', anchor.explorer_url);
    paste(/your proof/i, JSON.stringify(ana));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByTestId('anchor-verdict')).toHaveTextContent('Checked on chain: the transaction commits to this round'));
    state = 'differs';
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(screen.getByTestId('anchor-verdict')).toHaveTextContent('Not verified: the transaction on chain commits to other values than this round publishes (pack_sha256).'),
    );
  });

  it('says when a typed code is unknown', async () => {
    mockFetch(() => jsonResponse(404, { code: 'proof.unknown_code', message: 'none' }));
    render(
      <Providers language="ar">
        <CheckContribution roundId="round-1" published={{ roundId: example.round_id, tree: example.commitment }} projects={projects} />
      </Providers>,
    );
    paste(/رمز الإدراج/, '9-0123456789abcdef-0123456789abcdef0123');
    fireEvent.click(screen.getByRole('button', { name: 'تحقق من رمزي' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('لا توجد جولة بهذا الرمز'));
  });

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
    session.signIn();
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
    session.signIn();
    mockFetch(() => jsonResponse(404, { code: 'proof.no_rows', message: 'none' }));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Load my proof' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You have no counted contribution in this round.'));
  });
});
