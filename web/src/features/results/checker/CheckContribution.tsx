import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { useSession } from '@/lib/auth/session';
import { formatCents } from '@/lib/format';
import { AnchorStatus, AnchorVerdict, type Anchor, type AnchorCheck } from './AnchorStatus';
import { commitmentSchema, verifyProof, type Commitment, type ProofCheck } from './proof';
import { z } from 'zod/mini';

/** manifest.json of the round's audit pack (docs/PROOFS.md §6): what the round published. */
const manifestSchema = z.object({ round_id: z.string(), contributions_tree: commitmentSchema });

/** The API's answers a load can end with, each with its own sentence (`checkContribution.load.*`). */
const LOAD_ERRORS = ['proof.no_rows', 'proof.unknown_code', 'proof.malformed_code', 'results.not_frozen', 'results.not_published'];

type Outcome = { kind: 'checked'; check: ProofCheck } | { kind: 'error'; key: string; values?: Record<string, string> };

/** What the round published, as its results carry it: its public id and the tree's commitment. */
export interface Published {
  roundId: string;
  tree: Commitment;
}

interface Props {
  roundId: string;
  /** The commitment of the round's results; null for a round frozen before results carried it. */
  published?: Published | null;
  projects?: { project_id: string; title?: string | null }[];
  /** A donor's inclusion code to open at once (the results page's `?code=`). */
  code?: string;
  /** Where the results are anchored on Cardano, when they are. */
  anchor?: Anchor | null;
}

/**
 * "Check my contribution" (docs/PROOFS.md §5): checks a donor's inclusion proof in the browser
 * (WebCrypto) against the root the round's results publish (or, for a round frozen before
 * results carried it, the audit pack's manifest, pasted). A signed-in donor can load their own
 * proof from `GET /me/rounds/{id}/proof`; anyone can paste a proof.
 */
export function CheckContribution({ roundId, published = null, projects = [], code: givenCode = '', anchor = null }: Props) {
  const { t, i18n } = useTranslation('proofs');
  const signedIn = useSession().signedIn;
  const [code, setCode] = useState(givenCode);
  const [proof, setProof] = useState('');
  const [manifest, setManifest] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [anchorCheck, setAnchorCheck] = useState<AnchorCheck | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  /** Loads a proof from the API into the proof field: the caller's own, or the one a code opens. */
  async function load(read: () => Promise<unknown>): Promise<unknown> {
    setBusy(true);
    try {
      const loaded = await read();
      setProof(JSON.stringify(loaded, null, 2));
      setOutcome(null);
      return loaded;
    } catch (error) {
      const failure = isApiError(error) ? error.code : 'unknown';
      const known = LOAD_ERRORS.includes(failure);
      setOutcome({ kind: 'error', key: known ? `checkContribution.load.${failure.replace('.', '_')}` : 'checkContribution.load.failed' });
      return null;
    } finally {
      setBusy(false);
    }
  }

  const loadMine = () => load(() => api.get('/me/rounds/{id}/proof', { params: { path: { id: roundId } } }));

  /** Opens an inclusion code and, when the results carry the root, checks the proof at once. */
  async function openCode(text: string) {
    const code = text.trim();
    const loaded = await load(() => api.get('/proofs/{code}', { params: { path: { code } } }));
    if (loaded !== null && published) await checkAgainst(published, loaded);
  }

  // A code in the page's address is opened once, when the checker first shows.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || givenCode.trim() === '') return;
    opened.current = true;
    void openCode(givenCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address's code
  }, []);

  async function checkAgainst(against: Published, parsedProof: unknown) {
    setBusy(true);
    setAnchorCheck(null);
    try {
      const check = await verifyProof(parsedProof, against.roundId, against.tree);
      setOutcome({ kind: 'checked', check });
      // The root the proof leads to is the results'; the anchor says whether the chain holds it.
      if (check.ok && anchor && published) {
        const read = api.get('/rounds/{id}/anchor', { params: { path: { id: roundId } } });
        setAnchorCheck(await read.catch(() => 'failed' as const));
      }
    } finally {
      setBusy(false);
    }
  }

  function publishedRoot(): Published | null {
    if (published) return published;
    try {
      const parsed = manifestSchema.parse(JSON.parse(manifest));
      return { roundId: parsed.round_id, tree: parsed.contributions_tree };
    } catch {
      return null;
    }
  }

  async function check() {
    const against = publishedRoot();
    let parsedProof: unknown;
    if (!against) {
      setOutcome({ kind: 'error', key: 'checkContribution.badManifest' });
      return;
    }
    try {
      parsedProof = JSON.parse(proof);
    } catch {
      setOutcome({ kind: 'checked', check: { ok: false, failure: { code: 'malformed', issue: 'JSON' } } });
      return;
    }
    await checkAgainst(against, parsedProof);
  }

  const language = i18n.language;
  return (
    <section aria-labelledby={headingId} className="mp-stack-2">
      <h2 id={headingId} className="mp-h3">
        {t('checkContribution.title')}
      </h2>
      <p className="mp-p">{t('checkContribution.intro')}</p>
      {anchor && <AnchorStatus anchor={anchor} />}
      <div className="mp-check-code">
        <TextField label={t('checkContribution.codeLabel')} description={t('checkContribution.codeHelp')} value={code} onChange={setCode} />
        <Button variant="outlined" onPress={() => void openCode(code)} isDisabled={busy || code.trim() === ''}>
          {t('checkContribution.openCode')}
        </Button>
      </div>
      {signedIn && (
        <div>
          <Button variant="outlined" onPress={() => void loadMine()} isDisabled={busy}>
            {t('checkContribution.loadMine')}
          </Button>
        </div>
      )}
      <TextField label={t('checkContribution.proofLabel')} description={t('checkContribution.proofHelp')} value={proof} onChange={setProof} rows={6} />
      {published ? (
        <p className="mp-p mp-muted mp-results-root" data-testid="published-root">
          {t('checkContribution.publishedRoot', { count: published.tree.leaf_count, root: published.tree.root })}
        </p>
      ) : (
        <TextField
          label={t('checkContribution.manifestLabel')}
          description={t('checkContribution.manifestHelp')}
          value={manifest}
          onChange={setManifest}
          rows={6}
        />
      )}
      <div>
        <Button
          variant="contained"
          onPress={() => void check()}
          isDisabled={busy || proof.trim() === '' || (!published && manifest.trim() === '')}
        >
          {t('checkContribution.check')}
        </Button>
      </div>
      <div role="status" aria-live="polite" aria-atomic="true">
        {outcome?.kind === 'error' && <p className="mp-p mp-tone-error">{t(outcome.key as 'checkContribution.badManifest')}</p>}
        {outcome?.kind === 'checked' && outcome.check.ok && (
          <div className="mp-stack-1">
            <p className="mp-p mp-strong mp-tone-success">{t('checkContribution.verified', { count: outcome.check.rows.length })}</p>
            <ul className="mp-list">
              {outcome.check.rows.map((row) => (
                <li key={row.index}>
                  {t(row.voted ? 'checkContribution.rowVoted' : 'checkContribution.row', {
                    project: projects.find((p) => p.project_id === row.projectId)?.title ?? row.projectId,
                    amount: formatCents(row.amountCents, language),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {anchorCheck && <AnchorVerdict check={anchorCheck} />}
        {outcome?.kind === 'checked' && !outcome.check.ok && (
          <p className="mp-p mp-tone-error">
            {t('checkContribution.failed', { reason: t(`checkContribution.reasons.${outcome.check.failure.code}`) })}
          </p>
        )}
      </div>
    </section>
  );
}
