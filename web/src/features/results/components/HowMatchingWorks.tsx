import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** The formula is the same in every language. */
const FORMULA = 'm = (√c₁ + √c₂ + … + √cₙ)² − (c₁ + c₂ + … + cₙ)';
const VERIFY = 'matchpool qf verify matchpool-round-<n>-audit-pack.zip';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ maxWidth: '72ch' }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * A sentence whose `<math>…</math>` parts read left to right in every language: "√50 + √50 ≈
 * 14.14", never its mirror in Arabic. (Split here rather than with react-i18next's Trans, which
 * would weigh on every page's shared code.)
 */
function WithMaths({ text }: { text: string }) {
  return text.split(/<math>(.*?)<\/math>/).map((part, index) =>
    index % 2 === 1 ? (
      <bdi key={index} dir="ltr">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}

function Code({ children }: { children: string }) {
  return (
    <Box
      component="pre"
      dir="ltr"
      sx={{ m: 0, p: 2, borderRadius: 2, bgcolor: '#0f2322', color: '#e8fffb', overflowX: 'auto', fontSize: '0.9375rem' }}
    >
      <code>{children}</code>
    </Box>
  );
}

/** A plain-language explanation of quadratic funding as Matchpool computes it. */
export function HowMatchingWorks() {
  const { t } = useTranslation('results');
  useDocumentTitle(t('how.pageTitle'));
  const weights = [
    { who: t('how.weights.unverified'), weight: '0.2' },
    { who: t('how.weights.verified0'), weight: '1' },
    { who: t('how.weights.verified10'), weight: '≈ 1.52' },
    { who: t('how.weights.verified100'), weight: '≈ 2.00' },
    { who: t('how.weights.verified1000'), weight: '≈ 2.50' },
    { who: t('how.weights.verifiedMax'), weight: '4' },
  ];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={{ xs: 5, md: 6 }}>
        <Box component="header">
          <Typography variant="h1" sx={{ mb: 2 }}>
            {t('how.title')}
          </Typography>
          <Typography sx={{ fontSize: '1.125rem', maxWidth: '72ch' }} color="text.secondary">
            {t('how.intro')}
          </Typography>
        </Box>

        <Section id="how-many" title={t('how.many.title')}>
          <Typography>{t('how.many.p1')}</Typography>
          <Code>{FORMULA}</Code>
          <Typography>{t('how.many.p2')}</Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, '& li': { mb: 1 } }}>
            <li>
              <WithMaths text={t('how.many.exampleA')} />
            </li>
            <li>
              <WithMaths text={t('how.many.exampleB')} />
            </li>
          </Box>
          <Typography sx={{ fontWeight: 600 }}>{t('how.many.outcome')}</Typography>
          <Typography>{t('how.many.lone')}</Typography>
        </Section>

        <Section id="how-weights" title={t('how.weights.title')}>
          <Typography>{t('how.weights.p1')}</Typography>
          <Table size="small" sx={{ maxWidth: 480 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('how.weights.who')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('how.weights.weight')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {weights.map((row) => (
                <TableRow key={row.who}>
                  <TableCell component="th" scope="row">
                    {row.who}
                  </TableCell>
                  <TableCell align="right">
                    <bdi dir="ltr">{row.weight}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography>{t('how.weights.p2')}</Typography>
        </Section>

        <Section id="how-votes" title={t('how.votes.title')}>
          <Typography>{t('how.votes.p1')}</Typography>
          <Typography>{t('how.votes.p2')}</Typography>
        </Section>

        <Section id="how-caps" title={t('how.caps.title')}>
          <Typography>{t('how.caps.p1')}</Typography>
          <Typography>{t('how.caps.p2')}</Typography>
          <Typography>{t('how.caps.p3')}</Typography>
        </Section>

        <Section id="how-unallocated" title={t('how.unallocated.title')}>
          <Typography>{t('how.unallocated.p1')}</Typography>
        </Section>

        <Section id="how-cents" title={t('how.cents.title')}>
          <Typography>{t('how.cents.p1')}</Typography>
          <Typography>{t('how.cents.p2')}</Typography>
        </Section>

        <Section id="how-verify" title={t('how.verify.title')}>
          <Typography>{t('how.verify.p1')}</Typography>
          <Code>{VERIFY}</Code>
          <Typography>{t('how.verify.p2')}</Typography>
        </Section>
      </Stack>
    </Container>
  );
}
