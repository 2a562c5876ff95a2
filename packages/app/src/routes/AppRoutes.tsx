import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { MaintenanceBanner } from '@rei/ui';
import { useAuth } from '../auth/AuthProvider';
import { useFeatures } from '../data/features';
import { Guard, ScrollToTop } from './Guards';
import { LoadingSplash } from './LoadingSplash';
import { canOpenAccessTest } from './accessTestRule';

// Route-level code splitting: each page (and what only it uses: calculators, charts) is its own chunk.
const LandingPage = lazy(() => import('../pages/LandingPage').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('../pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const DashboardPage = lazy(() => import('../pages/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const OnboardingPage = lazy(() => import('../pages/OnboardingPage').then((m) => ({ default: m.OnboardingPage })));
const PropertySearchPage = lazy(() => import('../pages/PropertySearchPage').then((m) => ({ default: m.PropertySearchPage })));
const PropertyDetailPage = lazy(() => import('../pages/PropertyDetailPage').then((m) => ({ default: m.PropertyDetailPage })));
const OwnerSearchPage = lazy(() => import('../pages/OwnerSearchPage').then((m) => ({ default: m.OwnerSearchPage })));
const PropertyUploadPage = lazy(() => import('../pages/PropertyUploadPage').then((m) => ({ default: m.PropertyUploadPage })));
const DealsPage = lazy(() => import('../pages/DealsPage').then((m) => ({ default: m.DealsPage })));
const ScreeningPage = lazy(() => import('../pages/ScreeningPage').then((m) => ({ default: m.ScreeningPage })));
const DealPage = lazy(() => import('../pages/DealPage').then((m) => ({ default: m.DealPage })));
const CalculatorPage = lazy(() => import('../pages/CalculatorPage').then((m) => ({ default: m.CalculatorPage })));
const AiSummariesPage = lazy(() => import('../pages/AiSummariesPage').then((m) => ({ default: m.AiSummariesPage })));
const LegalStatusPage = lazy(() => import('../pages/LegalStatusPage').then((m) => ({ default: m.LegalStatusPage })));
const OrganizationPage = lazy(() => import('../pages/OrganizationPage').then((m) => ({ default: m.OrganizationPage })));
const SettingsPage = lazy(() => import('../pages/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const SubscriptionPage = lazy(() => import('../pages/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })));
const AdminPage = lazy(() => import('../pages/AdminPage').then((m) => ({ default: m.AdminPage })));
const CashFlowAuditPage = lazy(() => import('../pages/CashFlowAuditPage').then((m) => ({ default: m.CashFlowAuditPage })));
const AccessTestPage = lazy(() => import('../pages/AccessTestPage').then((m) => ({ default: m.AccessTestPage })));
const ContactPage = lazy(() => import('../pages/ContactPage').then((m) => ({ default: m.ContactPage })));
const PolicyPage = lazy(() => import('../pages/PolicyPage').then((m) => ({ default: m.PolicyPage })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
// Pages a mailed link opens (issue 15): open to visitors and signed-in people alike.
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import('../pages/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })));
const InvitationPage = lazy(() => import('../pages/InvitationPage').then((m) => ({ default: m.InvitationPage })));

/** Its children for a system admin (`canOpenAccessTest`); Not Found for anyone else, so the page is not advertised. */
function SystemAdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <Suspense fallback={<LoadingSplash />}>{canOpenAccessTest(user) ? children : <NotFoundPage />}</Suspense>;
}

/** `/`: the landing page for visitors; a signed-in user gets the dashboard ('Dashboard' is active on /). */
function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingSplash />;
  if (!user) {
    return (
      <Suspense fallback={<LoadingSplash />}>
        <LandingPage />
      </Suspense>
    );
  }
  return (
    <Guard>
      <DashboardPage />
    </Guard>
  );
}

/**
 * /login (registered twice: /login and /auth): a signed-in user goes to /dashboard, or straight to
 * /onboarding while that is unfinished. This is also how a sign-in moves on (the session appears
 * with its onboarding answer, see AuthProvider.startSession).
 */
function LoginRoute() {
  const { user, isLoading, needsOnboarding } = useAuth();
  if (isLoading) return <LoadingSplash />;
  if (user) return <Redirect to={needsOnboarding ? '/onboarding' : '/dashboard'} replace />;
  return (
    <Suspense fallback={<LoadingSplash />}>
      <LoginPage />
    </Suspense>
  );
}

/**
 * Every page of the app: the signed-in pages behind the guard; the property and calculator
 * pages, which test mode opens without signing in; the landing, sign-in and contact pages for
 * visitors; the access-test page for system admins; and a not-found page for any other path (spec 1 §2, spec 2 §2).
 */
/** The maintenance notice above every page while the admin toggle `maintenance_banner` is on. */
function MaintenanceNotice() {
  return useFeatures()?.maintenanceBanner ? <MaintenanceBanner /> : null;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <MaintenanceNotice />
      <Switch>
        <Route path="/" component={HomeRoute} />
        <Route path="/login" component={LoginRoute} />
        <Route path="/auth" component={LoginRoute} />
        <Route path="/forgot-password">
          <Suspense fallback={<LoadingSplash />}>
            <ForgotPasswordPage />
          </Suspense>
        </Route>
        <Route path="/reset-password">
          <Suspense fallback={<LoadingSplash />}>
            <ResetPasswordPage />
          </Suspense>
        </Route>
        <Route path="/verify-email">
          <Suspense fallback={<LoadingSplash />}>
            <VerifyEmailPage />
          </Suspense>
        </Route>
        <Route path="/invitation">
          <Suspense fallback={<LoadingSplash />}>
            <InvitationPage />
          </Suspense>
        </Route>
        <Route path="/dashboard">
          <Guard>
            <DashboardPage />
          </Guard>
        </Route>
        <Route path="/onboarding">
          <Guard shell={false} onboardingPage>
            <OnboardingPage />
          </Guard>
        </Route>
        <Route path="/property-search">
          <Guard>
            <PropertySearchPage />
          </Guard>
        </Route>
        <Route path="/owners">
          <Guard>
            <OwnerSearchPage />
          </Guard>
        </Route>
        <Route path="/property/bbl/:bbl">
          {(params) => (
            <Guard requireAuth={false} allowTestMode>
              <PropertyDetailPage bbl={params.bbl} />
            </Guard>
          )}
        </Route>
        <Route path="/property/:slug">
          {(params) => (
            <Guard requireAuth={false} allowTestMode>
              <PropertyDetailPage slug={params.slug} />
            </Guard>
          )}
        </Route>
        <Route path="/property-detail/:address">
          {(params) => (
            <Guard requireAuth={false} allowTestMode>
              <PropertyDetailPage address={params.address} />
            </Guard>
          )}
        </Route>
        <Route path="/portfolio/:id">
          {(params) => (
            <Guard allowTestMode>
              <PropertyDetailPage portfolioId={Number(params.id)} />
            </Guard>
          )}
        </Route>
        <Route path="/property-upload">
          <Guard>
            <PropertyUploadPage />
          </Guard>
        </Route>
        <Route path="/screening">
          <Guard>
            <ScreeningPage />
          </Guard>
        </Route>
        <Route path="/deals">
          <Guard>
            <DealsPage />
          </Guard>
        </Route>
        <Route path="/deals/:id">
          {(params) => (
            <Guard>
              <DealPage dealId={Number(params.id)} />
            </Guard>
          )}
        </Route>
        <Route path="/calculator">
          <Guard allowTestMode>
            <CalculatorPage tab="buy-hold" />
          </Guard>
        </Route>
        <Route path="/calculator/:strategyType">
          {(params) => (
            <Guard allowTestMode>
              <CalculatorPage tab={params.strategyType} />
            </Guard>
          )}
        </Route>
        <Route path="/ai-summaries">
          <Guard>
            <AiSummariesPage />
          </Guard>
        </Route>
        <Route path="/legal-status">
          <Guard>
            <LegalStatusPage />
          </Guard>
        </Route>
        <Route path="/organization">
          <Guard>
            <OrganizationPage />
          </Guard>
        </Route>
        <Route path="/settings">
          <Guard>
            <SettingsPage />
          </Guard>
        </Route>
        <Route path="/subscription">
          <Guard>
            <SubscriptionPage />
          </Guard>
        </Route>
        <Route path="/admin">
          <AdminPage />
        </Route>
        <Route path="/cash-flow-audit">
          <Guard>
            <CashFlowAuditPage />
          </Guard>
        </Route>
        {/* A developer page: system admins only (visitors sign in first, anyone else gets Not Found). */}
        <Route path="/access-test">
          <Guard shell={false}>
            <SystemAdminOnly>
              <AccessTestPage />
            </SystemAdminOnly>
          </Guard>
        </Route>
        <Route path="/contact">
          <Guard requireAuth={false} shell={false}>
            <ContactPage />
          </Guard>
        </Route>
        <Route path="/privacy">
          <Guard requireAuth={false} shell={false}>
            <PolicyPage policy="privacy" />
          </Guard>
        </Route>
        <Route path="/terms">
          <Guard requireAuth={false} shell={false}>
            <PolicyPage policy="terms" />
          </Guard>
        </Route>
        <Route>
          <Suspense fallback={<LoadingSplash />}>
            <NotFoundPage />
          </Suspense>
        </Route>
      </Switch>
    </>
  );
}
