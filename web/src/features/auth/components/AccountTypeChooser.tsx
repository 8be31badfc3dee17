import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '../hooks/useIntroSearch';

interface Option {
  value: AccountType;
  title: string;
  description: string;
  icon: React.ReactNode;
}

/** Two large radio cards: individual or organization. */
export function AccountTypeChooser({ value, onChange }: { value: AccountType; onChange: (value: AccountType) => void }) {
  const { t } = useTranslation('auth');
  const options: Option[] = [
    { value: 'individual', title: t('intro.individual'), description: t('intro.individualDescription'), icon: <PersonOutlineIcon /> },
    { value: 'organization', title: t('intro.organization'), description: t('intro.organizationDescription'), icon: <ApartmentOutlinedIcon /> },
  ];
  return (
    <RadioGroup
      aria-labelledby="account-type-title"
      value={value}
      onChange={(event) => onChange(event.target.value as AccountType)}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio sx={{ alignSelf: 'flex-start' }} />}
            label={
              <Box sx={{ py: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 0.5 }}>
                  <Box aria-hidden="true" sx={{ display: 'flex' }}>
                    {option.icon}
                  </Box>
                  <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {option.title}
                  </Typography>
                </Box>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {option.description}
                </Typography>
              </Box>
            }
            sx={{
              m: 0,
              alignItems: 'flex-start',
              p: 1.5,
              border: 2,
              borderRadius: 3,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'rgba(0, 74, 70, 0.05)' : 'background.paper',
              transition: 'border-color 120ms, background-color 120ms',
              '&:hover': { borderColor: 'primary.light' },
            }}
          />
        );
      })}
    </RadioGroup>
  );
}
