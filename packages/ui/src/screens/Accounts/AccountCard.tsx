import type { ReactNode } from 'react';
import * as loginStyles from '../Login/LoginScreen.css';

/** The centred card the sign-in page uses, for the pages a mailed link opens. */
export function AccountCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className={loginStyles.page}>
      <div className={loginStyles.card}>
        <div className={loginStyles.brand}>
          <span className={loginStyles.logoMark} aria-hidden="true">
            REI
          </span>
          <span>REI</span>
        </div>
        <div>
          <h1 className={loginStyles.title}>{title}</h1>
          {subtitle ? <p className={loginStyles.subtitle}>{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </main>
  );
}

export { loginStyles };
