import { describe, expect, it } from 'vitest';
import vectorsJson from '../../../../../docs/proof-vectors.json';
import { type Commitment, type InclusionProof, leafHash, pathLength, toHex, verifyProof } from './proof';

/** docs/proof-vectors.json, written and checked by crates/matching/tests/proof_vectors.rs. */
interface Vectors {
  version: number;
  empty_root: string;
  trees: { name: string; round_id: string; rows: string[]; leaf_hashes: string[]; commitment: Commitment; proofs: InclusionProof[] }[];
  failures: { name: string; round_id: string; published: Commitment; proof: InclusionProof; code: string }[];
}

const vectors: Vectors = vectorsJson;
const example = vectors.trees[0]!;
const ana = example.proofs.find((p) => p.person_id === 'ana')!;

describe('the inclusion proof checker', () => {
  it('hashes rows as the Rust side does', async () => {
    expect(vectors.version).toBe(1);
    expect(toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(0))))).toBe(vectors.empty_root);
    for (const tree of vectors.trees) {
      for (const [k, row] of tree.rows.entries()) {
        const [person, project, amount, voted] = row.split(',');
        expect(toHex(await leafHash(person!, project!, Number(amount), voted === '1')), `${tree.name}: ${row}`).toBe(tree.leaf_hashes[k]);
      }
    }
  });

  it('verifies every proof of every shared tree, odd sizes and one row included', async () => {
    expect(vectors.trees.map((t) => t.rows.length)).toEqual([8, 1, 2, 3, 5, 6, 7, 11]);
    for (const tree of vectors.trees) {
      let proven = 0;
      for (const proof of tree.proofs) {
        const check = await verifyProof(proof, tree.round_id, tree.commitment);
        expect(check, `${tree.name}: ${proof.person_id}`).toMatchObject({ ok: true, personId: proof.person_id });
        if (check.ok) proven += check.rows.length;
      }
      expect(proven).toBe(tree.rows.length);
    }
  });

  it("shows a valid proof's rows: project, amount and vote", async () => {
    const check = await verifyProof(ana, 'example-1', example.commitment);
    expect(check).toEqual({
      ok: true,
      roundId: 'example-1',
      personId: 'ana',
      rows: [
        { index: 0, projectId: 'alpha', amountCents: 2500, voted: true },
        { index: 6, projectId: 'gamma', amountCents: 1600, voted: true },
      ],
    });
  });

  it('fails every shared altered proof with the Rust reason', async () => {
    expect(vectors.failures.length).toBeGreaterThanOrEqual(15);
    for (const failure of vectors.failures) {
      const check = await verifyProof(failure.proof, failure.round_id, failure.published);
      expect(check.ok ? 'verified' : check.failure.code, failure.name).toBe(failure.code);
    }
  });

  it('names the altered row, the other round and the other root', async () => {
    const altered = structuredClone(ana);
    altered.leaves[1]!.amount_cents = 16000;
    expect(await verifyProof(altered, 'example-1', example.commitment)).toEqual({
      ok: false,
      failure: { code: 'leaf_mismatch', index: 6, projectId: 'gamma', amountCents: 16000 },
    });
    expect(await verifyProof(ana, 'example-2', example.commitment)).toEqual({
      ok: false,
      failure: { code: 'other_round', expected: 'example-2', found: 'example-1' },
    });
    const otherRoot = { ...example.commitment, root: '0'.repeat(64) };
    expect(await verifyProof(ana, 'example-1', otherRoot)).toEqual({
      ok: false,
      failure: { code: 'wrong_root', published: '0'.repeat(64), proof: example.commitment.root },
    });
  });

  it('refuses what is not a proof', async () => {
    for (const notAProof of [null, 'text', {}, { ...ana, root: ana.root.toUpperCase() }, { ...ana, leaf_count: -1 }]) {
      const check = await verifyProof(notAProof, 'example-1', example.commitment);
      expect(check.ok ? 'verified' : check.failure.code).toBe('malformed');
    }
  });

  it('counts path hashes as the tree rule gives them', () => {
    // 3 leaves: the last one moves up a level without a sibling; 5 leaves: it has one only at the top.
    expect([0, 1, 2].map((i) => pathLength(i, 3))).toEqual([2, 2, 1]);
    expect([0, 4].map((i) => pathLength(i, 5))).toEqual([3, 1]);
    expect(pathLength(0, 1)).toBe(0);
    expect(pathLength(5, 5)).toBe(0);
  });
});
