import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '@/lib/auth/session';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, isSupportedLanguage, type Language } from '@/lib/i18n/languages';
import { useUpdateMyLanguage } from '../api/updateMe';

type Notice = 'saved' | 'savedLocally' | null;

/** Pick a language, then Save (applies it, here and in the account) or Cancel (forget the pick). */
export function LanguageSettings() {
  const { t, i18n } = useTranslation('settings');
  const signedIn = useIsSignedIn();
  const updateLanguage = useUpdateMyLanguage();
  const active = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [choice, setChoice] = useState<Language>(active);
  const [notice, setNotice] = useState<Notice>(null);

  const save = async () => {
    setNotice(null);
    await i18n.changeLanguage(choice);
    if (!signedIn) {
      setNotice('saved');
      return;
    }
    try {
      await updateLanguage.mutateAsync(choice);
      setNotice('saved');
    } catch {
      setNotice('savedLocally');
    }
  };

  return (
    <Card component="section" aria-labelledby="language-title">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="language-title" variant="h2" sx={{ mb: 1 }}>
          {t('language.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('language.description')}
        </Typography>
        {notice && (
          <Alert severity={notice === 'saved' ? 'success' : 'warning'} role="status" sx={{ mb: 3 }}>
            {t(`language.${notice}`)}
          </Alert>
        )}
        <FormControl component="fieldset" sx={{ width: '100%' }}>
          <FormLabel component="legend" sx={{ mb: 1.5, fontWeight: 600, color: 'text.primary' }}>
            {t('language.label')}
          </FormLabel>
          <RadioGroup
            name="language"
            value={choice}
            onChange={(event) => {
              if (isSupportedLanguage(event.target.value)) setChoice(event.target.value);
            }}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 1 }}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <FormControlLabel
                key={language}
                value={language}
                control={<Radio />}
                label={<span lang={language}>{LANGUAGE_NAMES[language]}</span>}
                sx={{
                  m: 0,
                  px: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: choice === language ? 'primary.main' : 'divider',
                }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 4 }}>
          <Button variant="outlined" onClick={() => setChoice(active)} disabled={choice === active}>
            {t('language.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void save()}
            loading={updateLanguage.isPending}
          >
            {t('language.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
