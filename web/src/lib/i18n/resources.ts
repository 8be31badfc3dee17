import type authEn from '@/locales/en/auth.json';
import type commentsEn from '@/locales/en/comments.json';
import type commonEn from '@/locales/en/common.json';
import type donationsEn from '@/locales/en/donations.json';
import type errorsEn from '@/locales/en/errors.json';
import type homeEn from '@/locales/en/home.json';
import type membersEn from '@/locales/en/members.json';
import type organizationsEn from '@/locales/en/organizations.json';
import type projectFormEn from '@/locales/en/projectForm.json';
import type projectsEn from '@/locales/en/projects.json';
import type proofsEn from '@/locales/en/proofs.json';
import type referralsEn from '@/locales/en/referrals.json';
import type resultsEn from '@/locales/en/results.json';
import type reviewEn from '@/locales/en/review.json';
import type roundsAdminEn from '@/locales/en/roundsAdmin.json';
import type settingsEn from '@/locales/en/settings.json';
import type trustEn from '@/locales/en/trust.json';
import type { Language } from './languages';

/**
 * English is the reference: its shape types every `t()` key. Only the types are imported, so no
 * translation ends up in the app's entry code; the files themselves load on demand.
 */
export type EnResources = {
  common: typeof commonEn;
  auth: typeof authEn;
  home: typeof homeEn;
  errors: typeof errorsEn;
  settings: typeof settingsEn;
  organizations: typeof organizationsEn;
  /** An organization's members and invitations, and the invitation link's page. */
  members: typeof membersEn;
  projects: typeof projectsEn;
  /** Creating a project (the wizard), choosing who creates it, an organization's dashboard. */
  projectForm: typeof projectFormEn;
  donations: typeof donationsEn;
  results: typeof resultsEn;
  /** "Check my contribution": a donor's inclusion proof, loaded with the checker only. */
  proofs: typeof proofsEn;
  referrals: typeof referralsEn;
  comments: typeof commentsEn;
  trust: typeof trustEn;
  roundsAdmin: typeof roundsAdminEn;
  review: typeof reviewEn;
};

export type Namespace = keyof EnResources;

// A record, not a list, so the compiler rejects a namespace missing from it (or one English lacks).
const namespaceSet = {
  common: true,
  auth: true,
  home: true,
  errors: true,
  settings: true,
  organizations: true,
  members: true,
  projects: true,
  projectForm: true,
  donations: true,
  results: true,
  proofs: true,
  referrals: true,
  comments: true,
  trust: true,
  roundsAdmin: true,
  review: true,
} satisfies Record<Namespace, true>;

/** Every namespace; a test checks the list against the files of each language. */
export const NAMESPACES = Object.keys(namespaceSet) as Namespace[];

export const DEFAULT_NAMESPACE: Namespace = 'common';

/**
 * Loaded before the first render: the header and footer use it on every page. The error
 * messages (`errors`) load with the pages drawn with the kit (their forms) and when an error screen
 * or message first shows: /home and /projects draw without them.
 */
export const STARTUP_NAMESPACES: Namespace[] = ['common'];

/** The translations of one language, by namespace (as i18next's `resources` option takes them). */
export type LanguageResources = Partial<Record<Namespace, Record<string, unknown>>>;

type Files = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * Each language's list of translation files, in a chunk of its own: the entry names seven lists,
 * not every file of every language. One small chunk per language and namespace, fetched only when
 * a page needs it. The shell script fetches the page's language's list ahead (vite/shellScript.ts).
 */
const languages: Record<string, () => Promise<{ files: Files }>> = {
  en: () => import('./files/en'),
  ja: () => import('./files/ja'),
  es: () => import('./files/es'),
  ko: () => import('./files/ko'),
  ar: () => import('./files/ar'),
  fr: () => import('./files/fr'),
  'zh-CN': () => import('./files/zh-CN'),
} satisfies Record<Language, unknown>;

/** The translations of one namespace in one language, fetched on demand. */
export async function loadTranslations(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = (await languages[language]?.())?.files[`../../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return load();
}
