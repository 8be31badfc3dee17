import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roundLabel } from '../utils/roundLabel';
import type { Round } from '@/lib/rounds/types';
import { TRACKS } from '../constants';
import { useTrackLabel } from '../hooks/useLabels';

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
 * A labelled outlined field. The list page draws its pickers as native selects and its search
 * without TextField: TextField's select pulls MUI's menu, popover and modal into the first page
 * (about 20 kB gzip), and a phone's own picker is the easier one to use.
 */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {children(id)}
    </FormControl>
  );
}

/** Round picker, track filter and keyword search; every change lands in the URL. */
export function ProjectFilters({ rounds, values, onChange }: ProjectFiltersProps) {
  const { t } = useTranslation('projects');
  const trackLabel = useTrackLabel();

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '220px 220px 1fr' }, alignItems: 'start' }}>
      <Field label={t('list.round')}>
        {(id) => (
          <NativeSelect
            id={id}
            value={rounds.some((round) => round.id === values.roundId) ? values.roundId : ''}
            onChange={(event) => onChange({ roundId: event.target.value })}
            input={<OutlinedInput notched label={t('list.round')} />}
          >
            {!rounds.some((round) => round.id === values.roundId) && <option value="" disabled hidden />}
            {rounds.map((round) => (
              <option key={round.id} value={round.id}>
                {roundLabel(t, round)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t('list.track')}>
        {(id) => (
          <NativeSelect
            id={id}
            value={values.category}
            onChange={(event) => onChange({ category: event.target.value })}
            input={<OutlinedInput notched label={t('list.track')} />}
          >
            <option value="">{t('list.allTracks')}</option>
            {TRACKS.map((track) => (
              <option key={track} value={track}>
                {trackLabel(track)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <SearchBox key={values.q} initial={values.q} onSearch={(q) => onChange({ q })} />
    </Box>
  );
}

/** Keyword search: applied on submit, reset when the URL's keyword changes (its key). */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('projects');
  const [keyword, setKeyword] = useState(initial);
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('list.searchLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim());
      }}
      sx={{ display: 'flex', gap: 1 }}
    >
      <Field label={t('list.search')}>
        {(id) => <OutlinedInput id={id} type="search" notched label={t('list.search')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />}
      </Field>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        {t('list.searchButton')}
      </Button>
    </Box>
  );
}
