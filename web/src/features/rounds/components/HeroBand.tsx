import type { ReactNode } from 'react';
import '@/styles/pages.css';

/** The dark teal band at the top of the home page. */
export function HeroBand({ children }: { children: ReactNode }) {
  return <section className="mp-hero">{children}</section>;
}
