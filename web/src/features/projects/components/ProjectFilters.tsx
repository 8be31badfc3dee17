import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
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

/** Round picker, track filter and keyword search; every change lands in the URL. */
export function ProjectFilters({ rounds, values, onChange }: ProjectFiltersProps) {
  const { t } = useTranslation('projects');
  const trackLabel = useTrackLabel();

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '220px 220px 1fr' }, alignItems: 'start' }}>
      <TextField
        select
        label={t('list.round')}
        value={rounds.some((round) => round.id === values.roundId) ? values.roundId : ''}
        onChange={(event) => onChange({ roundId: event.target.value })}
        size="small"
      >
        {rounds.map((round) => (
          <MenuItem key={round.id} value={round.id}>
            {roundLabel(t, round)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('list.track')}
        value={values.category}
        onChange={(event) => onChange({ category: event.target.value })}
        size="small"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('list.allTracks')}</MenuItem>
        {TRACKS.map((track) => (
          <MenuItem key={track} value={track}>
            {trackLabel(track)}
          </MenuItem>
        ))}
      </TextField>
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
      <TextField type="search" label={t('list.search')} value={keyword} onChange={(event) => setKeyword(event.target.value)} size="small" fullWidth />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        {t('list.searchButton')}
      </Button>
    </Box>
  );
}
