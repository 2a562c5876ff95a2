import { ScreenLink, type NavigationProps } from '../AppShell/ScreenLink';
import { POLICY_TEXTS, type PolicyKind } from './policyText';
import * as styles from './PolicyScreen.css';

export interface PolicyScreenProps extends NavigationProps {
  /** Which page: the privacy notice or the terms of use. */
  policy: PolicyKind;
  /**
   * Who runs this installation and how to reach them ('Halsey Capital, privacy@halsey.example'),
   * shown under the title; without it the page says to ask the person who gave you access.
   */
  operator?: string | null;
}

const OTHER: Readonly<Record<PolicyKind, { href: string; label: string }>> = {
  privacy: { href: '/terms', label: 'Terms of use' },
  terms: { href: '/privacy', label: 'Privacy' },
};

/** /privacy and /terms: plain text about what REI stores and the terms of using it, readable signed in or not. */
export function PolicyScreen({ policy, operator = null, renderLink, onNavigate }: PolicyScreenProps) {
  const text = POLICY_TEXTS[policy];
  const nav = { renderLink, onNavigate };
  const headingId = `policy-${policy}`;
  return (
    <main className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.meta}>
        {operator
          ? `This installation of REI is run by ${operator}.`
          : 'This installation of REI is run by whoever gave you access to it; ask them about anything on this page.'}
      </p>
      <p className={styles.intro}>{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <nav className={styles.nav} aria-label="Policies">
        <ScreenLink href={OTHER[policy].href} {...nav}>
          {OTHER[policy].label}
        </ScreenLink>
        <ScreenLink href="/" {...nav}>
          Home
        </ScreenLink>
      </nav>
    </main>
  );
}
