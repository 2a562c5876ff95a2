import { useMemo } from 'react';
import { PLANS, calculateBuyHold, formatCurrency, formatPercent, type Plan } from '@rei/engine';
import { Button } from '../../components/Button';
import { visuallyHidden } from '../../theme/reset.css';
import { ScreenLink, type NavigationProps } from '../AppShell/ScreenLink';
import { PlanCards } from '../Dashboard/parts/PlanCards';
import { LANDING_SAMPLE, LANDING_TEXT } from './landingText';
import * as styles from './LandingScreen.css';

export interface LandingScreenProps extends NavigationProps {
  /** Plan cards; defaults to the engine's plan table (the same one enforcement uses). */
  plans?: readonly Plan[];
  /**
   * Where "Continue with Google" starts a Google sign-in. Without it there is no such button:
   * a sign-in the installation does not offer is never shown.
   */
  googleSignInHref?: string | null;
}

/** Where "Sign up with email" goes: the sign-in page opened on its registration form. */
export const SIGN_UP_HREF = '/login?mode=signup';

/**
 * The visitor's page: nav anchors, hero with sign-up actions and a sample analysis computed
 * by the engine, three feature cards, the calculators, pricing from the plan table, Contact
 * Sales and a footer. Every sign-up action goes to /login.
 */
export function LandingScreen({ plans = PLANS, googleSignInHref = null, renderLink, onNavigate }: LandingScreenProps) {
  const nav = { renderLink, onNavigate };
  const sample = useMemo(
    () =>
      calculateBuyHold({
        purchasePrice: LANDING_SAMPLE.purchasePrice,
        grossMonthlyRent: LANDING_SAMPLE.grossMonthlyRent,
        propertyTax: LANDING_SAMPLE.propertyTax,
        insurance: LANDING_SAMPLE.insurance,
      }),
    [],
  );
  const sampleCells = [
    { label: 'Purchase Price', value: formatCurrency(LANDING_SAMPLE.purchasePrice) },
    { label: 'Annual NOI', value: formatCurrency(sample.annualNOI) },
    { label: 'Cap Rate', value: formatPercent(sample.capRate, 2) },
    { label: 'Monthly Cash Flow', value: formatCurrency(sample.monthlyCashFlow) },
    { label: 'Cash-on-Cash', value: formatPercent(sample.cashOnCashReturn) },
    { label: 'Monthly Mortgage', value: formatCurrency(sample.monthlyMortgage) },
  ];

  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <div className={styles.topBarInner}>
          <span className={styles.brand}>
            <span className={styles.logoMark} aria-hidden="true">
              {LANDING_TEXT.productName}
            </span>
            {LANDING_TEXT.productName}
          </span>
          <nav className={styles.anchors} aria-label={LANDING_TEXT.navLabel}>
            <a className={styles.anchor} href="#features">
              {LANDING_TEXT.nav.features}
            </a>
            <a className={styles.anchor} href="#calculators">
              {LANDING_TEXT.nav.calculators}
            </a>
            <a className={styles.anchor} href="#pricing">
              {LANDING_TEXT.nav.pricing}
            </a>
          </nav>
          <div className={styles.navActions}>
            <Button asChild variant="ghost">
              <ScreenLink href="/login" {...nav}>
                {LANDING_TEXT.nav.login}
              </ScreenLink>
            </Button>
            <Button asChild variant="primary">
              <ScreenLink href="/login" {...nav}>
                {LANDING_TEXT.nav.getStarted}
              </ScreenLink>
            </Button>
          </div>
        </div>
      </header>

      <main>
        <section className={styles.hero} aria-labelledby="landing-hero">
          <div>
            <h1 id="landing-hero" className={styles.heroTitle}>
              {LANDING_TEXT.heroTitle}
            </h1>
            <p className={styles.heroBody}>{LANDING_TEXT.heroBody}</p>
            <div className={styles.heroActions}>
              <Button asChild variant="primary" size="lg">
                <ScreenLink href={SIGN_UP_HREF} {...nav}>
                  {LANDING_TEXT.signUpEmail}
                </ScreenLink>
              </Button>
              {googleSignInHref ? (
                <Button asChild variant="secondary" size="lg">
                  <a href={googleSignInHref}>{LANDING_TEXT.signUpGoogle}</a>
                </Button>
              ) : null}
              <Button asChild variant="success" size="lg">
                <ScreenLink href="/login" {...nav}>
                  {LANDING_TEXT.startFree}
                </ScreenLink>
              </Button>
            </div>
          </div>
          <article className={styles.sample} aria-labelledby="landing-sample">
            <div className={styles.sampleHeader}>
              <h2 id="landing-sample" className={styles.sampleTitle}>
                {LANDING_TEXT.sampleTitle}: {LANDING_TEXT.sampleStrategy}
              </h2>
            </div>
            <p className={styles.sampleAddress}>
              {LANDING_SAMPLE.address} · {LANDING_SAMPLE.units} units
            </p>
            <dl className={styles.sampleGrid}>
              {sampleCells.map((cell) => (
                <div key={cell.label} className={styles.sampleCell}>
                  <dt className={styles.sampleLabel}>{cell.label}</dt>
                  <dd className={styles.sampleValue}>{cell.value}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.sampleNote}>{LANDING_TEXT.sampleNote}</p>
          </article>
        </section>

        <section id="features" className={styles.section} aria-labelledby="landing-features">
          <h2 id="landing-features" className={styles.sectionTitle}>
            {LANDING_TEXT.featuresTitle}
          </h2>
          <div className={styles.featureGrid}>
            {LANDING_TEXT.features.map((feature) => (
              <article key={feature.title} className={styles.featureCard}>
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <p className={styles.muted}>{feature.body}</p>
              </article>
            ))}
          </div>
        </section>

        <section id="calculators" className={styles.section} aria-labelledby="landing-calculators">
          <h2 id="landing-calculators" className={styles.sectionTitle}>
            {LANDING_TEXT.calculatorsTitle}
          </h2>
          <ul className={styles.calculatorList}>
            {LANDING_TEXT.calculators.map((name) => (
              <li key={name} className={styles.calculatorChip}>
                {name}
              </li>
            ))}
          </ul>
        </section>

        <section id="pricing" className={styles.section} aria-labelledby="landing-pricing">
          <div>
            <h2 id="landing-pricing" className={styles.sectionTitle}>
              {LANDING_TEXT.pricingTitle}
            </h2>
            <p className={styles.sectionBody}>{LANDING_TEXT.pricingBody}</p>
          </div>
          <PlanCards
            plans={plans}
            renderAction={(plan) => (
              <Button asChild variant={plan.popular ? 'primary' : 'secondary'} fullWidth>
                <ScreenLink href="/login" {...nav}>
                  {LANDING_TEXT.planCta}
                  <span className={visuallyHidden}> with {plan.name}</span>
                </ScreenLink>
              </Button>
            )}
          />
          <div className={styles.enterprise}>
            <span>{LANDING_TEXT.enterpriseTitle}</span>
            <Button asChild variant="secondary">
              <ScreenLink href="/contact" {...nav}>
                {LANDING_TEXT.contactSales}
              </ScreenLink>
            </Button>
          </div>
        </section>
      </main>

      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <span className={styles.muted}>{LANDING_TEXT.footerNote}</span>
          <ul className={styles.footerLinks}>
            {LANDING_TEXT.footerLinks.map((link) => (
              <li key={link.href}>
                <ScreenLink href={link.href} {...nav}>
                  {link.label}
                </ScreenLink>
              </li>
            ))}
          </ul>
        </div>
      </footer>
    </div>
  );
}
