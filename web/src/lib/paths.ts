/** Paths of the app's pages, in one place so links never drift from the router. */
export const WIZARD_STEPS = [1, 2, 3, 4, 5, 6, 7] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** `?edit=<id>` keeps the wizard in edit mode from step to step. */
const withEdit = (path: string, editId?: string | null) => (editId ? `${path}?edit=${encodeURIComponent(editId)}` : path);

export const paths = {
  home: '/home',
  intro: '/intro',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  settings: '/settings',
  createOrganization: '/organizations/new',
  organizationMembers: (organizationId: string) => `/organizations/${organizationId}/members`,
  organization: (shortname: string) => `/organizations/${encodeURIComponent(shortname)}`,
  invitation: (token: string) => `/invitations/${token}`,
  createProject: '/create',
  createStep: (step: WizardStep, editId?: string | null) => withEdit(`/create/step-${step}`, editId),
  createPublish: (editId?: string | null) => withEdit('/create/publish', editId),
  selectIdentity: '/create/select-identity',
  refer: '/refer',
  verification: '/verification',
  referral: '/referral',
  profile: '/profile',
  dashboard: (identityId: string) => `/dashboard/${identityId}`,
  projects: '/projects',
  project: (id: string) => `/projects/${id}`,
  vote: (id: string) => `/projects/${id}/vote`,
  donation: (id: string) => `/donations/${id}`,
  myDonations: '/donations',
  cart: '/cart',
  roundResults: (roundId: string) => `/rounds/${roundId}/results`,
  howMatchingWorks: '/how-matching-works',
  admin: '/admin',
  adminVerifications: '/admin/verifications',
  adminReviews: '/admin/reviews',
  adminReferrals: '/admin/referrals',
  adminDonations: '/admin/donations',
  adminRounds: '/admin/rounds',
  adminRoundNew: '/admin/rounds/new',
  adminRoundEdit: (id: string) => `/admin/rounds/${id}/edit`,
  adminRoundStandings: (id: string) => `/admin/rounds/${id}/standings`,
  adminRoundPayouts: (id: string) => `/admin/rounds/${id}/payouts`,
};
