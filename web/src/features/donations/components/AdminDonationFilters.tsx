import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/Select';
import { useProjectChoices } from '../api/admin';
import { DONATION_STATES, type DonationState } from '../utils/state';
import { ProjectComboBox, type ProjectChoice } from './ProjectComboBox';
import '@/components/operatorFrame.css';
import './adminDonations.css';

export type { ProjectChoice } from './ProjectComboBox';

interface AdminDonationFiltersProps {
  project: ProjectChoice | null;
  state: DonationState | '';
  onProject: (project: ProjectChoice | null) => void;
  onState: (state: DonationState | '') => void;
}

/** "Every state" in the state filter: a Select's option needs a key. */
const ALL = 'all';

/** The project (searched by title) and the state to list donations of. */
export function AdminDonationFilters({ project, state, onProject, onState }: AdminDonationFiltersProps) {
  const { t } = useTranslation(['trust', 'donations']);
  const [typed, setTyped] = useState(project?.title ?? '');
  const choices = useProjectChoices(typed);
  return (
    <div className="mp-admin-donation-filters">
      <ProjectComboBox
        className="mp-op-wide-filter"
        label={t('donationsAdmin.project')}
        placeholder={t('donationsAdmin.allProjects')}
        choices={choices.data?.results ?? []}
        value={project}
        onChange={(next) => {
          onProject(next);
          if (next) setTyped(next.title);
        }}
        inputValue={typed}
        onInputChange={setTyped}
        loading={choices.isFetching}
        loadingText={t('donationsAdmin.searching')}
        emptyText={t('donationsAdmin.noProjects')}
      />
      <Select
        className="mp-op-filter"
        label={t('donationsAdmin.state')}
        value={state || ALL}
        onChange={(value) => onState(value === ALL ? '' : (value as DonationState))}
        options={[{ id: ALL, label: t('donationsAdmin.allStates') }, ...DONATION_STATES.map((option) => ({ id: option, label: t(`donations:state.${option}`) }))]}
      />
    </div>
  );
}
