import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentities } from '@/lib/auth/identities';
import { urlNamedLanguageAtStart } from './i18n';
import { isSupportedLanguage } from './languages';

/**
 * Once per page load, a signed-in person's saved language (from the server) wins over what the
 * browser detected, unless the URL names a language explicitly (`?lng=` or `?lang=`).
 */
export function useServerLanguage() {
  const { i18n } = useTranslation();
  const { person, fresh } = useIdentities();
  const applied = useRef(false);
  const saved = person?.meta.language;

  useEffect(() => {
    if (applied.current || !person || !fresh) return;
    applied.current = true;
    if (urlNamedLanguageAtStart()) return;
    if (isSupportedLanguage(saved) && saved !== i18n.resolvedLanguage) void i18n.changeLanguage(saved);
  }, [person, fresh, saved, i18n]);
}
