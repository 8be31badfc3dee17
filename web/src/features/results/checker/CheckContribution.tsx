import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t, i18n } = useTranslation('results');
  const signedIn = useSession().tokens !== null;
  const [proof, setProof] = useState('');
  const [manifest, setManifest] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function loadMine() {
    setBusy(true);
    try {
      const mine = await api.get<unknown>(`/me/rounds/${encodeURIComponent(roundId)}/proof`);
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
    <Box component="section" aria-labelledby={headingId}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h5" component="h2">
          {t('checkContribution.title')}
        </Typography>
        <Typography>{t('checkContribution.intro')}</Typography>
        {signedIn && (
          <Box>
            <Button variant="outlined" onClick={() => void loadMine()} disabled={busy}>
              {t('checkContribution.loadMine')}
            </Button>
          </Box>
        )}
        <TextField
          label={t('checkContribution.proofLabel')}
          helperText={t('checkContribution.proofHelp')}
          value={proof}
          onChange={(event) => setProof(event.target.value)}
          multiline
          minRows={3}
          maxRows={10}
          slotProps={{ htmlInput: { spellCheck: false, dir: 'ltr' } }}
        />
        <TextField
          label={t('checkContribution.manifestLabel')}
          helperText={t('checkContribution.manifestHelp')}
          value={manifest}
          onChange={(event) => setManifest(event.target.value)}
          multiline
          minRows={3}
          maxRows={10}
          slotProps={{ htmlInput: { spellCheck: false, dir: 'ltr' } }}
        />
        <Box>
          <Button variant="contained" onClick={() => void check()} disabled={busy || proof.trim() === '' || manifest.trim() === ''}>
            {t('checkContribution.check')}
          </Button>
        </Box>
        <Box role="status" aria-live="polite" aria-atomic="true">
          {outcome?.kind === 'error' && <Typography color="error">{t(outcome.key as 'checkContribution.badManifest')}</Typography>}
          {outcome?.kind === 'checked' && outcome.check.ok && (
            <Stack spacing={1}>
              <Typography color="success.main" fontWeight={600}>
                {t('checkContribution.verified', { count: outcome.check.rows.length })}
              </Typography>
              <Box component="ul" sx={{ m: 0, ps: 3 }}>
                {outcome.check.rows.map((row) => (
                  <li key={row.index}>
                    {t(row.voted ? 'checkContribution.rowVoted' : 'checkContribution.row', {
                      project: projects.find((p) => p.project_id === row.projectId)?.title ?? row.projectId,
                      amount: formatCents(row.amountCents, language),
                    })}
                  </li>
                ))}
              </Box>
            </Stack>
          )}
          {outcome?.kind === 'checked' && !outcome.check.ok && (
            <Typography color="error">
              {t('checkContribution.failed', { reason: t(`checkContribution.reasons.${outcome.check.failure.code}`) })}
            </Typography>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
