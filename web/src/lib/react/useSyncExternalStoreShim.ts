/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself: react-i18next imports
 * the shim (for React 16 and 17), and vite.config.ts points it here so its fallback code stays out
 * of the first page.
 */
export { useSyncExternalStore } from 'react';
