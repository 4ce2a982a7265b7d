import type { ReactNode } from 'react';
import { signedOutBrand } from '../../session/brand';
import './auth-page.css';

/**
 * The centred card of the public pages: the product name, a heading and the form. Plain elements
 * with their own style sheet, so the sign-in page loads none of MUI's code.
 */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <p className="auth-brand">{signedOutBrand().title}</p>
        <h1 className="auth-heading">{heading}</h1>
        {children}
      </div>
    </main>
  );
}

/** A message above the form: information, or why the sign-in failed. */
export function AuthAlert({ severity, children }: { severity: 'info' | 'error'; children: ReactNode }) {
  return (
    <div className="auth-alert" data-severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
