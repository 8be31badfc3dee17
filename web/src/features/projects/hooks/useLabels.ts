import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialCause } from '../constants';
import { isTrack } from '../utils/project';

/** The translated label of a social cause key (the server's list); a key without a label is shown as sent. */
export function useCauseLabel() {
  const { t, i18n } = useTranslation('projects');
  return useCallback(
    (cause: string) => (i18n.exists(`causes.${cause}`, { ns: 'projects' }) ? t(`causes.${cause as SocialCause}`) : cause),
    [t, i18n],
  );
}

export function useTrackLabel() {
  const { t } = useTranslation('projects');
  return useCallback((track: string) => (isTrack(track) ? t(`tracks.${track}`) : track), [t]);
}
