import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Radio, RadioGroup } from '@/components/ui/Radio';
import { useIsSignedIn } from '@/lib/auth/session';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, isSupportedLanguage, type Language } from '@/lib/i18n/languages';
import { useUpdateMyLanguage } from '../api/updateMe';
import { SettingsSection } from './SettingsSection';

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
    <SettingsSection id="language" title={t('language.title')} description={t('language.description')}>
      {notice && (
        <Alert severity={notice === 'saved' ? 'success' : 'warning'} role="status" className="mp-settings-alert-lg">
          {t(`language.${notice}`)}
        </Alert>
      )}
      <RadioGroup
        name="language"
        label={t('language.label')}
        value={choice}
        onChange={(value) => {
          if (isSupportedLanguage(value)) setChoice(value);
        }}
        className="mp-settings-languages"
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <Radio key={language} value={language}>
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
          </Radio>
        ))}
      </RadioGroup>
      <div className="mp-settings-actions mp-settings-actions-language">
        <Button variant="outlined" onPress={() => setChoice(active)} isDisabled={choice === active}>
          {t('language.cancel')}
        </Button>
        <Button variant="contained" onPress={() => void save()} isPending={updateLanguage.isPending}>
          {t('language.save')}
        </Button>
      </div>
    </SettingsSection>
  );
}
