import type { ReactNode } from 'react';
import './settings.css';

/** One card of the settings page, titled for screen readers too. */
export function SettingsSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section className="mp-card mp-settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mp-h2 mp-settings-section-title">
        {title}
      </h2>
      {description && <p className="mp-p mp-muted mp-settings-section-description">{description}</p>}
      {children}
    </section>
  );
}
