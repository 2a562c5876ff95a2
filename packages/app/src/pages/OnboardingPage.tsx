import { useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { OnboardingScreen, useToast, type OnboardingValues } from '@rei/ui';
import { fieldErrorsOf, refusalText } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { useOnboarding, useSaveOnboarding, type OnboardingUpdateRequest } from '../data/onboarding';
import { LoadingSplash } from '../routes/LoadingSplash';

const SAVE_FAILED = 'Failed to save your progress. Please try again.';

function body(values: OnboardingValues, currentStep: number, completed: boolean): OnboardingUpdateRequest {
  return {
    experienceLevel: (values.experienceLevel ?? null) as OnboardingUpdateRequest['experienceLevel'],
    investmentGoal: (values.investmentGoal ?? null) as OnboardingUpdateRequest['investmentGoal'],
    marketPreference: (values.marketPreference || null) as OnboardingUpdateRequest['marketPreference'],
    city: values.city,
    zipCode: values.zipCode,
    budget: values.budget,
    currentStep,
    completed,
  };
}

export function OnboardingPage() {
  const { user, needsOnboarding, refreshUser } = useAuth();
  const { toast, dismiss } = useToast();
  // The "Missing fields" toast belongs to the step it was raised on; it closes when the step changes.
  const validationToast = useRef<number | null>(null);
  const [, navigate] = useLocation();
  const saved = useOnboarding(user?.id);
  const save = useSaveOnboarding(user?.id);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  if (!needsOnboarding) return <Redirect to="/" replace />;
  if (saved.isLoading) return <LoadingSplash />;
  const resume = saved.data;

  async function persist(values: OnboardingValues, step: number, completed: boolean) {
    setError(null);
    setFieldErrors({});
    try {
      await save.mutateAsync(body(values, step, completed));
    } catch (failure) {
      console.error('Onboarding save failed', failure);
      // A refusal the person can act on (a 400 naming a field) is said as the server said it.
      const fields = fieldErrorsOf(failure);
      const said = Object.keys(fields).length > 0 ? (refusalText(failure) ?? SAVE_FAILED) : SAVE_FAILED;
      setError(said);
      setFieldErrors(fields);
      toast({ title: 'Error', description: said, tone: 'destructive' });
      throw failure;
    }
  }

  return (
    <OnboardingScreen
      defaultStep={resume?.currentStep ?? 1}
      defaultValues={
        resume
          ? {
              experienceLevel: resume.experienceLevel,
              investmentGoal: resume.investmentGoal,
              marketPreference: resume.marketPreference,
              city: resume.city ?? '',
              zipCode: resume.zipCode ?? '',
              budget: resume.budget,
            }
          : undefined
      }
      saving={save.isPending}
      error={error}
      fieldErrors={fieldErrors}
      onValidationError={(problem) => {
        if (validationToast.current !== null) dismiss(validationToast.current);
        validationToast.current = toast({ title: problem.title, description: problem.description, tone: 'destructive' });
      }}
      onStepChange={() => {
        if (validationToast.current !== null) dismiss(validationToast.current);
        validationToast.current = null;
      }}
      onSaveStep={(step, values) => persist(values, Math.min(step + 1, 4), false)}
      onComplete={async (values) => {
        await persist(values, 4, true);
        await refreshUser();
        toast({ title: 'Onboarding Complete!', description: 'Welcome to the product. Your dashboard is ready.', tone: 'success' });
        navigate('/');
      }}
    />
  );
}
