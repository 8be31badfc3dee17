import { useTranslation } from 'react-i18next';
import type { components } from '@/lib/api/schema';

export type Anchor = components['schemas']['AnchorView'];
export type AnchorCheck = components['schemas']['AnchorCheckView'];

/** Where the round's results are anchored on Cardano (docs/PROOFS.md §6c), with an explorer link. */
export function AnchorStatus({ anchor }: { anchor: Anchor }) {
  const { t } = useTranslation('proofs');
  return (
    <div className="mp-stack-1" data-testid="anchor">
      <p className="mp-p">
        {anchor.network === 'dev' ? t('anchor.anchoredDev') : t('anchor.anchored', { network: anchor.network })}{' '}
        <bdi dir="ltr" className="mp-code mp-anchor-tx" data-testid="anchor-tx">
          {anchor.tx_id}
        </bdi>
      </p>
      {anchor.explorer_url && (
        <a href={anchor.explorer_url} className="mp-link" target="_blank" rel="noreferrer">
          {t('anchor.explorer')}
        </a>
      )}
    </div>
  );
}

/** What the chain says of the anchor, checked through `GET /rounds/{id}/anchor`. */
export function AnchorVerdict({ check }: { check: AnchorCheck | 'failed' }) {
  const { t } = useTranslation('proofs');
  if (check === 'failed') return <p className="mp-p mp-muted">{t('anchor.failed')}</p>;
  switch (check.state) {
    case 'matches':
      return <p className="mp-p mp-strong mp-tone-success" data-testid="anchor-verdict">{t('anchor.matches')}</p>;
    case 'differs':
      return <p className="mp-p mp-tone-error" data-testid="anchor-verdict">{t('anchor.differs', { fields: check.differences.join(', ') })}</p>;
    case 'not_an_anchor':
    case 'not_on_chain':
      return <p className="mp-p mp-tone-error" data-testid="anchor-verdict">{t(`anchor.${check.state}`)}</p>;
    default:
      return <p className="mp-p mp-muted" data-testid="anchor-verdict">{t('anchor.unreachable')}</p>;
  }
}
