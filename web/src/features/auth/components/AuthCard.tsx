import type { ReactNode } from 'react';
import './auth.css';

/** The centred card that frames sign-in pages: a page title, a subtitle and the step. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="mp-container mp-container-sm mp-auth-page">
      <h1 className="mp-h1 mp-auth-title">{title}</h1>
      {subtitle && <p className="mp-p mp-auth-subtitle">{subtitle}</p>}
      <div className="mp-card mp-auth-card">{children}</div>
    </div>
  );
}
