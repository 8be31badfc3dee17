import authEn from '@/locales/en/auth.json';
import commentsEn from '@/locales/en/comments.json';
import commonEn from '@/locales/en/common.json';
import donationsEn from '@/locales/en/donations.json';
import errorsEn from '@/locales/en/errors.json';
import homeEn from '@/locales/en/home.json';
import organizationsEn from '@/locales/en/organizations.json';
import projectsEn from '@/locales/en/projects.json';
import referralsEn from '@/locales/en/referrals.json';
import resultsEn from '@/locales/en/results.json';
import roundsAdminEn from '@/locales/en/roundsAdmin.json';
import settingsEn from '@/locales/en/settings.json';
import trustEn from '@/locales/en/trust.json';
import type { Language } from './languages';

/** English is the reference: its shape types every `t()` key. */
export const enResources = {
  common: commonEn,
  auth: authEn,
  home: homeEn,
  errors: errorsEn,
  settings: settingsEn,
  organizations: organizationsEn,
  projects: projectsEn,
  donations: donationsEn,
  results: resultsEn,
  referrals: referralsEn,
  comments: commentsEn,
  trust: trustEn,
  roundsAdmin: roundsAdminEn,
};

export type Namespace = keyof typeof enResources;
export const NAMESPACES = Object.keys(enResources) as Namespace[];
export const DEFAULT_NAMESPACE: Namespace = 'common';

type LocaleModules = Record<string, Record<string, unknown>>;

// Every language is bundled (no loading over the network); the files are small.
const modules: LocaleModules = import.meta.glob('../../locales/*/*.json', { eager: true, import: 'default' });

function collect(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, content] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    (resources[match[1]] ??= {})[match[2]] = content;
  }
  return resources;
}

export const resources = collect() as Record<Language, Record<Namespace, Record<string, unknown>>>;
