import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion, Table } from '@/components/ui/Table';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import './results.css';

/** The formula is the same in every language. */
const FORMULA = 'm = (√c₁ + √c₂ + … + √cₙ)² − (c₁ + c₂ + … + cₙ)';
const VERIFY = 'matchpool qf verify matchpool-round-<n>-audit-pack.zip';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mp-h2 mp-results-heading">
        {title}
      </h2>
      <div className="mp-how-body">{children}</div>
    </section>
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

/** A formula or a command, left to right in every language; it wraps on a phone, never cut off (issue 36). */
function Code({ children }: { children: string }) {
  return (
    <pre dir="ltr" className="mp-code">
      <code>{children}</code>
    </pre>
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
    <div className="mp-container mp-container-md mp-results">
      <header>
        <h1 className="mp-h1 mp-results-title">{t('how.title')}</h1>
        <p className="mp-p mp-muted mp-how-lead">{t('how.intro')}</p>
      </header>

      <Section id="how-many" title={t('how.many.title')}>
        <p className="mp-p">{t('how.many.p1')}</p>
        <Code>{FORMULA}</Code>
        <p className="mp-p">{t('how.many.p2')}</p>
        <ul className="mp-how-list">
          <li>
            <WithMaths text={t('how.many.exampleA')} />
          </li>
          <li>
            <WithMaths text={t('how.many.exampleB')} />
          </li>
        </ul>
        <p className="mp-p mp-strong">{t('how.many.outcome')}</p>
        <p className="mp-p">{t('how.many.lone')}</p>
      </Section>

      <Section id="how-weights" title={t('how.weights.title')}>
        <p className="mp-p">{t('how.weights.p1')}</p>
        <ScrollRegion label={t('how.weights.title')} className="mp-how-weights">
          <Table size="small">
            <thead>
              <tr>
                <th scope="col">{t('how.weights.who')}</th>
                <th scope="col" className="mp-num">
                  {t('how.weights.weight')}
                </th>
              </tr>
            </thead>
            <tbody>
              {weights.map((row) => (
                <tr key={row.who}>
                  <th scope="row">{row.who}</th>
                  <td className="mp-num">
                    <bdi dir="ltr">{row.weight}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
        <p className="mp-p">{t('how.weights.p2')}</p>
      </Section>

      <Section id="how-votes" title={t('how.votes.title')}>
        <p className="mp-p">{t('how.votes.p1')}</p>
        <p className="mp-p">{t('how.votes.p2')}</p>
      </Section>

      <Section id="how-caps" title={t('how.caps.title')}>
        <p className="mp-p">{t('how.caps.p1')}</p>
        <p className="mp-p">{t('how.caps.p2')}</p>
        <p className="mp-p">{t('how.caps.p3')}</p>
      </Section>

      <Section id="how-unallocated" title={t('how.unallocated.title')}>
        <p className="mp-p">{t('how.unallocated.p1')}</p>
      </Section>

      <Section id="how-cents" title={t('how.cents.title')}>
        <p className="mp-p">{t('how.cents.p1')}</p>
        <p className="mp-p">{t('how.cents.p2')}</p>
      </Section>

      <Section id="how-verify" title={t('how.verify.title')}>
        <p className="mp-p">{t('how.verify.p1')}</p>
        <Code>{VERIFY}</Code>
        <p className="mp-p">{t('how.verify.p2')}</p>
      </Section>
    </div>
  );
}
