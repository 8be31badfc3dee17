import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { HOME_ICONS, type HomeIcon } from '@/components/homeIcons';

/** A short explanation of quadratic funding for people new to it. */
export function AboutQuadraticFunding() {
  const { t } = useTranslation('home');
  const points: { icon: HomeIcon; title: string; text: string }[] = [
    { icon: 'groups', title: t('about.pointVotesTitle'), text: t('about.pointVotes') },
    { icon: 'savings', title: t('about.pointMatchTitle'), text: t('about.pointMatch') },
    { icon: 'verified', title: t('about.pointOpenTitle'), text: t('about.pointOpen') },
  ];

  return (
    <section aria-labelledby="about-qf-title">
      <h2 id="about-qf-title" className="mp-h2" style={{ marginBlockEnd: 12 }}>
        {t('about.title')}
      </h2>
      <p className="mp-p mp-muted" style={{ marginBlockEnd: 24, maxWidth: '70ch' }}>
        {t('about.intro')}
      </p>
      <div className="mp-grid mp-grid-3">
        {points.map((point) => (
          <div key={point.title} className="mp-point">
            <span aria-hidden="true" className="mp-point-icon">
              <Icon path={HOME_ICONS[point.icon]} size={32} />
            </span>
            <h3 className="mp-h4" style={{ marginBlockEnd: 8 }}>
              {point.title}
            </h3>
            <p className="mp-p mp-muted">{point.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
