/** Page-level navigation, behind functions so tests can observe it (jsdom's location is locked). */
export const browser = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
};
