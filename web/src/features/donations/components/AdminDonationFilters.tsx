import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectChoices } from '../api/admin';
import type { DonationState } from '../api/types';
import { DONATION_STATES } from '../utils/state';

export interface ProjectChoice {
  id: string;
  title: string;
}

interface AdminDonationFiltersProps {
  project: ProjectChoice | null;
  state: DonationState | '';
  onProject: (project: ProjectChoice | null) => void;
  onState: (state: DonationState | '') => void;
}

/** The project (searched by title) and the state to list donations of. */
export function AdminDonationFilters({ project, state, onProject, onState }: AdminDonationFiltersProps) {
  const { t } = useTranslation(['trust', 'donations']);
  const [typed, setTyped] = useState('');
  const choices = useProjectChoices(typed);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Autocomplete
        sx={{ width: { xs: '100%', sm: 320 } }}
        size="small"
        options={choices.data?.results ?? []}
        value={project}
        onChange={(_, next) => onProject(next)}
        onInputChange={(_, next) => setTyped(next)}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionLabel={(option) => option.title}
        filterOptions={(options) => options}
        loading={choices.isFetching}
        loadingText={t('donationsAdmin.searching')}
        noOptionsText={t('donationsAdmin.noProjects')}
        renderInput={(params) => <TextField {...params} label={t('donationsAdmin.project')} placeholder={t('donationsAdmin.allProjects')} />}
      />
      <TextField
        select
        size="small"
        label={t('donationsAdmin.state')}
        value={state}
        onChange={(event) => onState(event.target.value as DonationState | '')}
        sx={{ width: { xs: '100%', sm: 220 } }}
      >
        <MenuItem value="">{t('donationsAdmin.allStates')}</MenuItem>
        {DONATION_STATES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`donations:state.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
