/** Paths of the app's pages, in one place so links never drift from the router. */
export const paths = {
  home: '/home',
  intro: '/intro',
  settings: '/settings',
  createOrganization: '/organizations/new',
  createProject: '/create',
  refer: '/refer',
  dashboard: (identityId: string) => `/dashboard/${identityId}`,
};
