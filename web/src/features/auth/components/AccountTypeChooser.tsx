import Building from 'lucide-react/icons/building';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '../hooks/useIntroSearch';
import './auth.css';

interface Option {
  value: AccountType;
  title: string;
  description: string;
  icon: ReactNode;
}

/**
 * Two large radio cards: individual or organization. Native radios of one name: one tab stop,
 * arrow keys move the choice. The group is labelled by the step's heading
 * (`#account-type-title`), which the kit's RadioGroup cannot be (it draws its own label).
 */
export function AccountTypeChooser({ value, onChange }: { value: AccountType; onChange: (value: AccountType) => void }) {
  const { t } = useTranslation('auth');
  const options: Option[] = [
    { value: 'individual', title: t('intro.individual'), description: t('intro.individualDescription'), icon: <UserRound size="1.5rem" /> },
    { value: 'organization', title: t('intro.organization'), description: t('intro.organizationDescription'), icon: <Building size="1.5rem" /> },
  ];
  return (
    <div role="radiogroup" aria-labelledby="account-type-title" className="mp-auth-types">
      {options.map((option) => (
        <label key={option.value} className="mp-auth-type">
          <input
            type="radio"
            name="account-type"
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="mp-auth-type-input"
          />
          <span className="mp-auth-type-body">
            <span className="mp-auth-type-head">
              <span aria-hidden="true" className="mp-auth-type-icon">
                {option.icon}
              </span>
              <span className="mp-auth-type-title">{option.title}</span>
            </span>
            <span className="mp-body2 mp-muted mp-auth-type-text">{option.description}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
