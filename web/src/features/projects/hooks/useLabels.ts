import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isSocialCause, isTrack } from '../utils/project';

/** The translated label of a social cause key; unknown keys are shown as sent. */
export function useCauseLabel() {
  const { t } = useTranslation('projects');
  return useCallback((cause: string) => (isSocialCause(cause) ? t(`causes.${cause}`) : cause), [t]);
}

export function useTrackLabel() {
  const { t } = useTranslation('projects');
  return useCallback((track: string) => (isTrack(track) ? t(`tracks.${track}`) : track), [t]);
}
