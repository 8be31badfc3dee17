import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { PAGE_ICONS } from '@/components/pageIcons';
import { roundLabel } from '../utils/roundLabel';
import type { Round } from '@/lib/rounds/types';
import { TRACKS } from '../constants';
import { useTrackLabel } from '../hooks/useLabels';
import '@/styles/pages.css';

export interface ProjectFilterValues {
  roundId: string;
  category: string;
  q: string;
}

interface ProjectFiltersProps {
  rounds: Round[];
  values: ProjectFilterValues;
  onChange: (next: Partial<ProjectFilterValues>) => void;
}

/**
 * A labelled outlined field (its label sits on the border, as MUI's did). The pickers are native
 * selects: a phone's own picker is the easier one to use, and the page needs no menu code.
 */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="mp-field">
      <label htmlFor={id} className="mp-field-label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Round picker, track filter and keyword search; every change lands in the URL. */
export function ProjectFilters({ rounds, values, onChange }: ProjectFiltersProps) {
  const { t } = useTranslation('projects');
  const trackLabel = useTrackLabel();
  const known = rounds.some((round) => round.id === values.roundId);

  return (
    <div className="mp-filters">
      <Field label={t('list.round')}>
        {(id) => (
          <select id={id} className="mp-input mp-select" value={known ? values.roundId : ''} onChange={(event) => onChange({ roundId: event.target.value })}>
            {!known && <option value="" disabled hidden />}
            {rounds.map((round) => (
              <option key={round.id} value={round.id}>
                {roundLabel(t, round)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('list.track')}>
        {(id) => (
          <select id={id} className="mp-input mp-select" value={values.category} onChange={(event) => onChange({ category: event.target.value })}>
            <option value="">{t('list.allTracks')}</option>
            {TRACKS.map((track) => (
              <option key={track} value={track}>
                {trackLabel(track)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SearchBox key={values.q} initial={values.q} onSearch={(q) => onChange({ q })} />
    </div>
  );
}

/** Keyword search: applied on submit, reset when the URL's keyword changes (its key). */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('projects');
  const [keyword, setKeyword] = useState(initial);
  return (
    <form
      role="search"
      aria-label={t('list.searchLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim());
      }}
      className="mp-search"
    >
      <Field label={t('list.search')}>
        {(id) => <input id={id} type="search" className="mp-input" value={keyword} onChange={(event) => setKeyword(event.target.value)} />}
      </Field>
      <button type="submit" className="mp-button mp-button-contained" style={{ flexShrink: 0 }}>
        <Icon path={PAGE_ICONS.search} />
        {t('list.searchButton')}
      </button>
    </form>
  );
}
