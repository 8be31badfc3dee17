import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '@/components/Markdown';
import type { ProjectUpdate } from '../api/types';
import './updates.css';

/** One update: its title, when it was posted, its image and its Markdown text. */
export function UpdateItem({ update, actions }: { update: ProjectUpdate; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('comments', { keyPrefix: 'updates' });
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const edited = new Date(update.updated_at).getTime() - new Date(update.created_at).getTime() > 60_000;
  return (
    <article aria-labelledby={`update-${update.id}`} data-testid="project-update" className="mp-update">
      <div className="mp-update-head">
        <div className="mp-update-heading">
          <h3 id={`update-${update.id}`} dir="auto" className="mp-h3 mp-update-title">
            {update.title}
          </h3>
          <p className="mp-body2 mp-muted">
            <time dateTime={update.created_at}>{t('section.posted', { date: date(update.created_at) })}</time>
            {edited && <> · {t('section.edited', { date: date(update.updated_at) })}</>}
          </p>
        </div>
        {update.hidden && <span className="mp-chip mp-chip-outlined-warning">{t('section.hidden')}</span>}
        {actions}
      </div>
      {update.media?.url && (
        <img
          src={update.media.url}
          alt={t('section.imageAlt', { title: update.title })}
          loading="lazy"
          width={update.media.width}
          height={update.media.height}
          className="mp-update-image"
        />
      )}
      <div dir="auto" className="mp-update-body">
        <MarkdownText>{update.body}</MarkdownText>
      </div>
    </article>
  );
}
