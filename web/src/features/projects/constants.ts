import type { EnResources } from '@/lib/i18n/resources';
import type { Track } from './api/types';

/**
 * A social cause's key (platform-spec §3). The causes people may choose come from the server
 * (`social_causes` of GET /config); each has a label in every language's `projects.causes`, which
 * is where this type is read from.
 */
export type SocialCause = keyof EnResources['projects']['causes'];

/** The three tracks (the wire calls them `category`). */
export const TRACKS: readonly Track[] = ['EMERGING_MARKETS', 'OPEN_INNOVATION', 'WOMEN_LEADERS'];

/** Spec §9: the platform's impact assessment costs 1,500 USD. */
export const IMPACT_ASSESSMENT_FEE_USD = 1500;
