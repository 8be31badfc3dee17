import { useTranslation } from 'react-i18next';
import { HeroBand } from './HeroBand';

/** Shown when no round is running or planned. */
export function NoRoundHero() {
  const { t } = useTranslation('home');
  return (
    <HeroBand>
      <div className="mp-container mp-container-md">
        <h1 className="mp-h1" style={{ marginBlockEnd: 16 }}>
          {t('noRound.title')}
        </h1>
        <p className="mp-p mp-hero-text">{t('noRound.text')}</p>
      </div>
    </HeroBand>
  );
}
