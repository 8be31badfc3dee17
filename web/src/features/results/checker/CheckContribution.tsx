import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { useSession } from '@/lib/auth/session';
import { formatCents } from '@/lib/format';
import { commitmentSchema, verifyProof, type ProofCheck } from './proof';
import { z } from 'zod';

/** manifest.json of the round's audit pack (docs/PROOFS.md §6): what the round published. */
const manifestSchema = z.object({ round_id: z.string(), contributions_tree: commitmentSchema });

type Outcome = { kind: 'checked'; check: ProofCheck } | { kind: 'error'; key: string; values?: Record<string, string> };

/**
 * "Check my contribution" (docs/PROOFS.md §5): checks a donor's inclusion proof in the browser
 * (WebCrypto) against the manifest the round's audit pack publishes. A signed-in donor can load
 * their own proof from `GET /me/rounds/{id}/proof`; anyone can paste a proof.
 */
export function CheckContribution({ roundId, projects = [] }: { roundId: string; projects?: { project_id: string; title?: string | null }[] }) {
  const { t, i18n } = useTranslation('proofs');
  const signedIn = useSession().tokens !== null;
  const [proof, setProof] = useState('');
  const [manifest, setManifest] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function loadMine() {
    setBusy(true);
    try {
      const mine = await api.get('/me/rounds/{id}/proof', { params: { path: { id: roundId } } });
      setProof(JSON.stringify(mine, null, 2));
      setOutcome(null);
    } catch (error) {
      const code = isApiError(error) ? error.code : 'unknown';
      const known = ['proof.no_rows', 'results.not_frozen', 'results.not_published'].includes(code);
      setOutcome({ kind: 'error', key: known ? `checkContribution.load.${code.replace('.', '_')}` : 'checkContribution.load.failed' });
    } finally {
      setBusy(false);
    }
  }

  async function check() {
    let published: z.infer<typeof manifestSchema>;
    let parsedProof: unknown;
    try {
      published = manifestSchema.parse(JSON.parse(manifest));
    } catch {
      setOutcome({ kind: 'error', key: 'checkContribution.badManifest' });
      return;
    }
    try {
      parsedProof = JSON.parse(proof);
    } catch {
      setOutcome({ kind: 'checked', check: { ok: false, failure: { code: 'malformed', issue: 'JSON' } } });
      return;
    }
    setBusy(true);
    try {
      setOutcome({ kind: 'checked', check: await verifyProof(parsedProof, published.round_id, published.contributions_tree) });
    } finally {
      setBusy(false);
    }
  }

  const language = i18n.language;
  return (
    <section aria-labelledby={headingId} className="mp-stack-2">
      <h2 id={headingId} className="mp-h3">
        {t('checkContribution.title')}
      </h2>
      <p className="mp-p">{t('checkContribution.intro')}</p>
      {signedIn && (
        <div>
          <Button variant="outlined" onPress={() => void loadMine()} isDisabled={busy}>
            {t('checkContribution.loadMine')}
          </Button>
        </div>
      )}
      <TextField label={t('checkContribution.proofLabel')} description={t('checkContribution.proofHelp')} value={proof} onChange={setProof} rows={6} />
      <TextField
        label={t('checkContribution.manifestLabel')}
        description={t('checkContribution.manifestHelp')}
        value={manifest}
        onChange={setManifest}
        rows={6}
      />
      <div>
        <Button variant="contained" onPress={() => void check()} isDisabled={busy || proof.trim() === '' || manifest.trim() === ''}>
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
        {outcome?.kind === 'checked' && !outcome.check.ok && (
          <p className="mp-p mp-tone-error">
            {t('checkContribution.failed', { reason: t(`checkContribution.reasons.${outcome.check.failure.code}`) })}
          </p>
        )}
      </div>
    </section>
  );
}
