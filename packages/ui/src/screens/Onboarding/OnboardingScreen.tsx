import { useState, type FormEvent } from 'react';
import {
  ONBOARDING,
  clampBudget,
  formatCurrency,
  isBudgetMoreThanMax,
  onboardingProgress,
  onboardingStepAfter,
  validateOnboardingStep,
  type FormError,
} from '@rei/engine';
import { Button } from '../../components/Button';
import { Field, FieldErrors, type FieldErrorMap } from '../../components/Field';
import { Input } from '../../components/Input';
import { Progress } from '../../components/Progress';
import { Slider } from '../../components/Slider';
import { EXPERIENCE_OPTIONS, GOAL_OPTIONS, MARKET_OPTIONS, ONBOARDING_TEXT } from './onboardingText';
import * as styles from './OnboardingScreen.css';

/** What the wizard collects. Budget in USD. */
export interface OnboardingValues {
  experienceLevel: string | null;
  investmentGoal: string | null;
  marketPreference: string;
  city: string;
  zipCode: string;
  budget: number;
}

export interface OnboardingScreenProps {
  /** Answers saved earlier (resuming). */
  defaultValues?: Partial<OnboardingValues>;
  /** Step to start on (1–4). */
  defaultStep?: number;
  /**
   * Saves a step before advancing (PUT /api/onboarding/{userId} with currentStep). When it
   * returns a promise the wizard advances once it resolves and stays if it rejects.
   */
  onSaveStep?: (step: number, values: OnboardingValues) => void | Promise<void>;
  /** Completes the wizard from step 4 (saves with completed = true). */
  onComplete: (values: OnboardingValues) => void | Promise<void>;
  /** A save is in flight. */
  saving?: boolean;
  /** A save failed: the server's message, e.g. 'ZIP must be 5 digits', or 'Failed to save your progress. Please try again.' */
  error?: string | null;
  /** The server's reasons by field ('zipCode' or 'body.zipCode'), shown at those fields. */
  fieldErrors?: FieldErrorMap | null;
  /**
   * Called when a step fails validation, with the engine's message (title 'Missing fields',
   * description e.g. 'Please select your experience level'), so the app can raise it as a toast.
   * The screen shows the same message inline either way.
   */
  onValidationError?: (problem: FormError) => void;
  /**
   * Called when the wizard moves to another step (Next after a save, or Previous), so the app
   * can close a "Missing fields" toast that belonged to the step left behind.
   */
  onStepChange?: (step: number) => void;
}

type Options = typeof EXPERIENCE_OPTIONS | typeof GOAL_OPTIONS | typeof MARKET_OPTIONS;

function RadioCards({
  name,
  legend,
  options,
  value,
  onChange,
  invalid,
}: {
  name: string;
  legend: string;
  options: Options;
  value: string | null;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  return (
    <fieldset className={styles.fieldset} aria-invalid={invalid || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.optionText}>
              <span className={styles.optionLabel}>{option.label}</span>
              <span className={styles.optionDescription}>{option.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The four-step onboarding wizard: experience, goal, market (city or ZIP) and budget, with
 * 'n of 4 Steps' progress and the engine's step validation.
 */
export function OnboardingScreen({
  defaultValues,
  defaultStep = 1,
  onSaveStep,
  onComplete,
  saving = false,
  error,
  fieldErrors = null,
  onValidationError,
  onStepChange,
}: OnboardingScreenProps) {
  const [step, setStep] = useState(() => Math.min(Math.max(Math.trunc(defaultStep) || 1, 1), ONBOARDING.totalSteps));
  const [values, setValues] = useState<OnboardingValues>({
    experienceLevel: defaultValues?.experienceLevel ?? null,
    investmentGoal: defaultValues?.investmentGoal ?? null,
    marketPreference: defaultValues?.marketPreference ?? ONBOARDING.defaultMarketPreference,
    city: defaultValues?.city ?? '',
    zipCode: defaultValues?.zipCode ?? '',
    budget: clampBudget(defaultValues?.budget ?? ONBOARDING.budget.default),
  });
  const [problem, setProblem] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  const progress = onboardingProgress(step);
  const last = step === ONBOARDING.totalSteps;
  const update = (patch: Partial<OnboardingValues>) => setValues((current) => ({ ...current, ...patch }));
  const goTo = (next: number) => {
    setProblem(null);
    setStep(next);
    if (next !== step) onStepChange?.(next);
  };
  const moreThanMax = isBudgetMoreThanMax(values.budget);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateOnboardingStep(step, values);
    setProblem(found);
    if (found) {
      onValidationError?.(found);
      return;
    }
    setBusy(true);
    try {
      if (last) {
        await onComplete(values);
      } else {
        await onSaveStep?.(step, values);
        goTo(onboardingStepAfter(step, 'next'));
      }
    } catch {
      // The app shows the failure ('Failed to save your progress. Please try again.').
    } finally {
      setBusy(false);
    }
  };

  const previous = () => goTo(onboardingStepAfter(step, 'previous'));

  const stepText = ONBOARDING_TEXT.steps[step as 1 | 2 | 3 | 4];
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div>
          <h1 className={styles.title}>{ONBOARDING_TEXT.title}</h1>
          <p className={styles.subtitle}>{ONBOARDING_TEXT.subtitle}</p>
        </div>
        <Progress label={ONBOARDING_TEXT.progressLabel} value={progress.percent} valueText={progress.label} />
        <FieldErrors errors={fieldErrors}>
        <form className={styles.fieldset} onSubmit={submit} noValidate aria-label={stepText.title}>
          {step === 1 ? (
            <RadioCards
              name="experienceLevel"
              legend={stepText.title}
              options={EXPERIENCE_OPTIONS}
              value={values.experienceLevel}
              onChange={(experienceLevel) => update({ experienceLevel })}
              invalid={Boolean(problem)}
            />
          ) : null}
          {step === 2 ? (
            <RadioCards
              name="investmentGoal"
              legend={stepText.title}
              options={GOAL_OPTIONS}
              value={values.investmentGoal}
              onChange={(investmentGoal) => update({ investmentGoal })}
              invalid={Boolean(problem)}
            />
          ) : null}
          {step === 3 ? (
            <>
              <RadioCards
                name="marketPreference"
                legend={stepText.title}
                options={MARKET_OPTIONS}
                value={values.marketPreference}
                onChange={(marketPreference) => {
                  setProblem(null);
                  update({ marketPreference });
                }}
                invalid={false}
              />
              {values.marketPreference === 'city' ? (
                <Field label={ONBOARDING_TEXT.city} name="city" required>
                  <Input
                    value={values.city}
                    placeholder={ONBOARDING_TEXT.cityPlaceholder}
                    autoComplete="address-level2"
                    onChange={(event) => update({ city: event.target.value })}
                    aria-invalid={problem?.fields.includes('city') || undefined}
                  />
                </Field>
              ) : null}
              {values.marketPreference === 'zip' ? (
                <Field label={ONBOARDING_TEXT.zipCode} name="zipCode" required>
                  <Input
                    value={values.zipCode}
                    placeholder={ONBOARDING_TEXT.zipPlaceholder}
                    inputMode="numeric"
                    autoComplete="postal-code"
                    onChange={(event) => update({ zipCode: event.target.value })}
                    aria-invalid={problem?.fields.includes('zipCode') || undefined}
                  />
                </Field>
              ) : null}
            </>
          ) : null}
          {step === 4 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{stepText.title}</legend>
              <Slider
                label={ONBOARDING_TEXT.budget}
                value={moreThanMax ? ONBOARDING.budget.max : values.budget}
                onValueChange={(budget) => update({ budget: clampBudget(budget) })}
                min={ONBOARDING.budget.min}
                max={ONBOARDING.budget.max}
                step={ONBOARDING.budget.step}
                disabled={moreThanMax}
                formatValue={(budget) => (moreThanMax ? ONBOARDING_TEXT.budgetMoreThanMaxValue : formatCurrency(budget))}
              />
              <label className={styles.option}>
                <input
                  className={styles.radio}
                  type="checkbox"
                  name="budgetMoreThanMax"
                  checked={moreThanMax}
                  onChange={(event) =>
                    update({ budget: event.target.checked ? ONBOARDING.budget.moreThanMax : ONBOARDING.budget.max })
                  }
                />
                <span className={styles.optionText}>
                  <span className={styles.optionLabel}>{ONBOARDING_TEXT.budgetMoreThanMax}</span>
                  <span className={styles.optionDescription}>{ONBOARDING_TEXT.budgetMoreThanMaxHint}</span>
                </span>
              </label>
              <p className={styles.subtitle}>{ONBOARDING_TEXT.budgetHint}</p>
            </fieldset>
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

          <div className={styles.footer}>
            <Button variant="secondary" onClick={previous} disabled={step === 1 || busy || saving}>
              {ONBOARDING_TEXT.previous}
            </Button>
            <Button type="submit" variant="primary" loading={busy || saving} loadingText={ONBOARDING_TEXT.saving}>
              {last ? ONBOARDING_TEXT.finish : ONBOARDING_TEXT.next}
            </Button>
          </div>
        </form>
        </FieldErrors>
      </div>
    </main>
  );
}
