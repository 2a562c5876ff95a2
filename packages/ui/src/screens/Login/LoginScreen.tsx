import { useState, type FormEvent } from 'react';
import { validateLogin, validateRegister, type FormError } from '@rei/engine';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import * as styles from './LoginScreen.css';

/** Every label the sign-in and sign-up forms show; validation messages come from the engine (spec 1 §2, §5, §8). */
export const LOGIN_TEXT = {
  signInTitle: 'Sign in',
  signInSubtitle: 'Welcome back. Sign in to your investment workspace.',
  signUpTitle: 'Create account',
  signUpSubtitle: 'Start analyzing New York City properties in minutes.',
  fullName: 'Full Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  forgotPassword: 'Forgot password?',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  createAccount: 'Create account',
  creatingAccount: 'Creating account...',
  google: 'Continue with Google',
  or: 'or',
  toSignUp: "Don't have an account?",
  toSignUpLink: 'Sign up',
  toSignIn: 'Already have an account?',
  toSignInLink: 'Sign in',
  demoTitle: 'Demo credentials',
  firstAccountTitle: 'New installation',
  firstAccount:
    'No account has been created here yet. The account you create now becomes the administrator of this installation: it can manage users, plans and settings on the Admin page.',
} as const;

export type LoginMode = 'signin' | 'signup';

export interface SignInRequest {
  email: string;
  password: string;
}

export interface SignUpRequest {
  fullName: string;
  email: string;
  password: string;
}

export interface LoginScreenProps {
  /** Initial mode. */
  defaultMode?: LoginMode;
  /** Signs in; the app routes to /dashboard on success and passes `error` on failure. */
  onSignIn: (credentials: SignInRequest) => void | Promise<void>;
  /**
   * Registers. When it resolves the form returns to sign-in mode with every field cleared
   * (registration does not sign in); when it rejects the fields are kept.
   */
  onSignUp: (registration: SignUpRequest) => void | Promise<void>;
  /** A request is in flight. */
  submitting?: boolean;
  /** The auth error to show in the red box (e.g. 'Invalid credentials. Please try again.'). */
  error?: string | null;
  /** The demo account shown in the hint box; no box without it. */
  demoCredentials?: { email: string; password: string } | null;
  /** 'Forgot password?' is shown only with a handler. */
  onForgotPassword?: () => void;
  /** 'Continue with Google' is shown only with a handler. */
  onGoogleSignIn?: () => void;
  /**
   * The installation has no account yet, so the next sign-up becomes its administrator
   * (the server's GET /api/auth/installation); the sign-up form says so.
   */
  firstAccountBecomesAdmin?: boolean;
}

const emptyFields = { fullName: '', email: '', password: '', confirmPassword: '' };

/** The /login page: sign in or create an account, with the engine's validation messages shown inline. */
export function LoginScreen({
  defaultMode = 'signin',
  onSignIn,
  onSignUp,
  submitting = false,
  error,
  demoCredentials,
  onForgotPassword,
  onGoogleSignIn,
  firstAccountBecomesAdmin = false,
}: LoginScreenProps) {
  const [mode, setMode] = useState<LoginMode>(defaultMode);
  const [fields, setFields] = useState(emptyFields);
  const [problem, setProblem] = useState<FormError | null>(null);
  const signUp = mode === 'signup';

  const set = (key: keyof typeof emptyFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  const invalid = (key: string) => (problem?.fields.includes(key) ? problem.description : undefined);

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setProblem(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp) {
      const found = validateRegister(fields);
      setProblem(found);
      if (found) return;
      try {
        await onSignUp({ fullName: fields.fullName.trim(), email: fields.email.trim(), password: fields.password });
        setFields(emptyFields);
        setMode('signin');
      } catch {
        // The app shows 'Registration failed'; keep what was typed.
      }
      return;
    }
    const found = validateLogin(fields, 'page');
    setProblem(found);
    if (found) return;
    try {
      await onSignIn({ email: fields.email.trim(), password: fields.password });
    } catch {
      // The app passes the failure back as `error`.
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.logoMark} aria-hidden="true">
            REI
          </span>
          <span>REI</span>
        </div>
        <div>
          <h1 className={styles.title}>{signUp ? LOGIN_TEXT.signUpTitle : LOGIN_TEXT.signInTitle}</h1>
          <p className={styles.subtitle}>{signUp ? LOGIN_TEXT.signUpSubtitle : LOGIN_TEXT.signInSubtitle}</p>
        </div>

        {demoCredentials && !signUp ? (
          <aside className={styles.demoBox} aria-label={LOGIN_TEXT.demoTitle}>
            <strong>{LOGIN_TEXT.demoTitle}</strong>
            <span>
              {LOGIN_TEXT.email}: <span className={styles.mono}>{demoCredentials.email}</span>
            </span>
            <span>
              {LOGIN_TEXT.password}: <span className={styles.mono}>{demoCredentials.password}</span>
            </span>
          </aside>
        ) : null}

        {firstAccountBecomesAdmin && signUp ? (
          <aside className={styles.demoBox} aria-label={LOGIN_TEXT.firstAccountTitle}>
            <strong>{LOGIN_TEXT.firstAccountTitle}</strong>
            <span>{LOGIN_TEXT.firstAccount}</span>
          </aside>
        ) : null}

        {problem ? (
          <p className={styles.errorBox} role="alert">
            <strong>{problem.title}</strong>: {problem.description}
          </p>
        ) : error ? (
          <p className={styles.errorBox} role="alert">
            {error}
          </p>
        ) : null}

        <form className={styles.form} onSubmit={submit} noValidate aria-label={signUp ? LOGIN_TEXT.signUpTitle : LOGIN_TEXT.signInTitle}>
          {signUp ? (
            <Field label={LOGIN_TEXT.fullName} required>
              <Input autoComplete="name" value={fields.fullName} onChange={set('fullName')} aria-invalid={invalid('fullName') ? true : undefined} />
            </Field>
          ) : null}
          <Field label={LOGIN_TEXT.email} required>
            <Input type="email" autoComplete="email" value={fields.email} onChange={set('email')} aria-invalid={invalid('email') ? true : undefined} />
          </Field>
          <Field label={LOGIN_TEXT.password} required>
            <Input
              type="password"
              autoComplete={signUp ? 'new-password' : 'current-password'}
              value={fields.password}
              onChange={set('password')}
              aria-invalid={invalid('password') ? true : undefined}
            />
          </Field>
          {signUp ? (
            <Field label={LOGIN_TEXT.confirmPassword} required>
              <Input
                type="password"
                autoComplete="new-password"
                value={fields.confirmPassword}
                onChange={set('confirmPassword')}
                aria-invalid={invalid('confirmPassword') ? true : undefined}
              />
            </Field>
          ) : null}
          {!signUp && onForgotPassword ? (
            <div className={styles.row}>
              <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
                {LOGIN_TEXT.forgotPassword}
              </button>
            </div>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            fullWidth
            loading={submitting}
            loadingText={signUp ? LOGIN_TEXT.creatingAccount : LOGIN_TEXT.signingIn}
          >
            {signUp ? LOGIN_TEXT.createAccount : LOGIN_TEXT.signIn}
          </Button>
        </form>

        {onGoogleSignIn ? (
          <>
            <div className={styles.divider}>{LOGIN_TEXT.or}</div>
            <Button variant="secondary" fullWidth onClick={onGoogleSignIn}>
              {LOGIN_TEXT.google}
            </Button>
          </>
        ) : null}

        <p className={styles.switchMode}>
          {signUp ? LOGIN_TEXT.toSignIn : LOGIN_TEXT.toSignUp}{' '}
          <button type="button" className={styles.linkButton} onClick={() => switchMode(signUp ? 'signin' : 'signup')}>
            {signUp ? LOGIN_TEXT.toSignInLink : LOGIN_TEXT.toSignUpLink}
          </button>
        </p>
      </div>
    </main>
  );
}
