import type { TFunction } from 'i18next';

/** A round's name, with its number in front unless the name already carries it. */
export function roundLabel(t: TFunction<'projects'>, round: { number: number; name: string }): string {
  return round.name.includes(String(round.number)) ? round.name : t('list.roundOption', { number: round.number, name: round.name });
}
