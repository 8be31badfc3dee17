/**
 * The browser's inclusion-proof checker (docs/PROOFS.md): does a donor's proof show that their
 * rows are among the contribution rows a round published the Merkle root of? The same rules as
 * the Rust verifier (crates/matching/src/proof), with SHA-256 from WebCrypto; both are checked
 * against docs/proof-vectors.json, so they cannot drift apart.
 *
 * A failure is a code with its details, never a sentence: the page showing it translates the
 * code (the codes are the Rust verifier's, plus `malformed` for a file that is not a proof).
 */
import { z } from 'zod/mini';

/** The leaf encoding, tree rule and proof format this checker knows. */
export const PROOF_VERSION = 1;

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;

const hex = z.string().check(z.regex(/^[0-9a-f]{64}$/, '64 lowercase hex digits'));
// The message is a malformed proof's detail (zod/mini has no locale to write one).
const WHOLE = 'a whole number from 0 to 2^53 - 1';
const count = z.number().check(z.int(WHOLE), z.gte(0, WHOLE), z.lte(Number.MAX_SAFE_INTEGER, WHOLE));

/** What a round publishes about its contribution rows (manifest.json's `contributions_tree`). */
export const commitmentSchema = z.object({ version: count, leaf_count: count, root: hex });
export type Commitment = z.infer<typeof commitmentSchema>;

const leafSchema = z.object({
  index: count,
  project_id: z.string(),
  amount_cents: count,
  voted: z.boolean(),
  path: z.array(hex),
});

/** A donor's proof, as the Rust side writes it (`InclusionProof`). */
export const proofSchema = z.object({
  version: count,
  round_id: z.string(),
  person_id: z.string(),
  leaf_count: count,
  root: hex,
  leaves: z.array(leafSchema),
});
export type InclusionProof = z.infer<typeof proofSchema>;

/** One of the donor's rows that the proof leads to the published root. */
export interface ProvenRow {
  index: number;
  projectId: string;
  amountCents: number;
  voted: boolean;
}

/** Why a proof does not check out; `code` is stable and shared with the Rust verifier. */
export type ProofFailure =
  | { code: 'malformed'; issue: string }
  | { code: 'unsupported_version'; found: number }
  | { code: 'other_round'; expected: string; found: string }
  | { code: 'leaf_count'; published: number; proof: number }
  | { code: 'wrong_root'; published: string; proof: string }
  | { code: 'no_leaves' }
  | { code: 'invalid_row'; index: number }
  | { code: 'leaf_order'; index: number }
  | { code: 'index_out_of_range'; index: number; leafCount: number }
  | { code: 'path_length'; index: number; expected: number; found: number }
  | { code: 'leaf_mismatch'; index: number; projectId: string; amountCents: number };

export type ProofCheck =
  | { ok: true; roundId: string; personId: string; rows: ProvenRow[] }
  | { ok: false; failure: ProofFailure };

/** Ids as matching.md §1 allows them: 1 to 64 of `A–Z a–z 0–9 . _ : -`. */
const ID = /^[A-Za-z0-9._:-]{1,64}$/;
const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;

const encoder = new TextEncoder();

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** SHA-256(0x00 ‖ `person_id,project_id,amount_cents,voted`): a contributions.csv row as a leaf. */
export async function leafHash(personId: string, projectId: string, amountCents: number, voted: boolean): Promise<Uint8Array<ArrayBuffer>> {
  const row = encoder.encode(`${personId},${projectId},${amountCents},${voted ? 1 : 0}`);
  const bytes = new Uint8Array(1 + row.length);
  bytes[0] = LEAF_PREFIX;
  bytes.set(row, 1);
  return sha256(bytes);
}

/** SHA-256(0x01 ‖ left ‖ right): an inner node. */
export async function nodeHash(left: Uint8Array, right: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(65);
  bytes[0] = NODE_PREFIX;
  bytes.set(left, 1);
  bytes.set(right, 33);
  return sha256(bytes);
}

/**
 * The number of hashes in the path of leaf `index` of a tree of `leafCount` leaves: one per level
 * where the node on the way up has a sibling (a last node without one moves up unchanged).
 */
export function pathLength(index: number, leafCount: number): number {
  if (index >= leafCount) return 0;
  let [at, width, length] = [index, leafCount, 0];
  while (width > 1) {
    if (at % 2 === 1 || at + 1 < width) length++;
    at = Math.floor(at / 2);
    width = Math.ceil(width / 2);
  }
  return length;
}

/** The root a leaf at `index` leads to by climbing `path` (its length already checked). */
async function rootFromPath(leaf: Uint8Array, index: number, leafCount: number, path: string[]): Promise<string> {
  let [at, width, node, next] = [index, leafCount, leaf, 0];
  while (width > 1) {
    if (at % 2 === 1) node = await nodeHash(fromHex(path[next++] ?? ''), node);
    else if (at + 1 < width) node = await nodeHash(node, fromHex(path[next++] ?? ''));
    at = Math.floor(at / 2);
    width = Math.ceil(width / 2);
  }
  return toHex(node);
}

/**
 * Checks `proof` (a parsed JSON value, as pasted or uploaded) against the round `roundId` and
 * what it published. The checks run in the Rust verifier's order and the first failure is
 * returned; on success, the donor's rows.
 */
export async function verifyProof(proof: unknown, roundId: string, published: Commitment): Promise<ProofCheck> {
  const parsed = proofSchema.safeParse(proof);
  if (!parsed.success) return fail({ code: 'malformed', issue: parsed.error.issues[0]?.message ?? 'not a proof' });
  const p = parsed.data;
  if (p.version !== PROOF_VERSION) return fail({ code: 'unsupported_version', found: p.version });
  if (published.version !== PROOF_VERSION) return fail({ code: 'unsupported_version', found: published.version });
  if (p.round_id !== roundId) return fail({ code: 'other_round', expected: roundId, found: p.round_id });
  if (p.leaf_count !== published.leaf_count) return fail({ code: 'leaf_count', published: published.leaf_count, proof: p.leaf_count });
  if (p.root !== published.root) return fail({ code: 'wrong_root', published: published.root, proof: p.root });
  if (p.leaves.length === 0) return fail({ code: 'no_leaves' });

  const rows: ProvenRow[] = [];
  let previous = -1;
  for (const leaf of p.leaves) {
    const index = leaf.index;
    if (index <= previous) return fail({ code: 'leaf_order', index });
    previous = index;
    if (!ID.test(p.person_id) || !ID.test(leaf.project_id) || leaf.amount_cents > MAX_AMOUNT) return fail({ code: 'invalid_row', index });
    if (index >= p.leaf_count) return fail({ code: 'index_out_of_range', index, leafCount: p.leaf_count });
    const expected = pathLength(index, p.leaf_count);
    if (leaf.path.length !== expected) return fail({ code: 'path_length', index, expected, found: leaf.path.length });
    const hash = await leafHash(p.person_id, leaf.project_id, leaf.amount_cents, leaf.voted);
    if ((await rootFromPath(hash, index, p.leaf_count, leaf.path)) !== p.root) {
      return fail({ code: 'leaf_mismatch', index, projectId: leaf.project_id, amountCents: leaf.amount_cents });
    }
    rows.push({ index, projectId: leaf.project_id, amountCents: leaf.amount_cents, voted: leaf.voted });
  }
  return { ok: true, roundId: p.round_id, personId: p.person_id, rows };
}

function fail(failure: ProofFailure): ProofCheck {
  return { ok: false, failure };
}
