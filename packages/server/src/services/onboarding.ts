import { ONBOARDING_BUDGET, type OnboardingResponse, type OnboardingUpdateBody } from '../contract';
import type { Database } from '../db/client';
import { findOnboardingRow, upsertOnboardingRow, type OnboardingRow } from '../db/queries/onboarding';
import { badRequest, forbidden } from '../errors';
import { validateOnboardingStep } from './engine';
import type { Viewer } from './properties';

function toResponse(userId: number, row: OnboardingRow | undefined): OnboardingResponse {
  return {
    userId,
    experienceLevel: (row?.experienceLevel ?? null) as OnboardingResponse['experienceLevel'],
    investmentGoal: (row?.investmentGoal ?? null) as OnboardingResponse['investmentGoal'],
    marketPreference: (row?.marketPreference ?? 'city') as OnboardingResponse['marketPreference'],
    city: row?.city ?? null,
    zipCode: row?.zipCode ?? null,
    budget: row?.budget != null ? Number(row.budget) : ONBOARDING_BUDGET.default,
    currentStep: Math.min(Math.max(row?.currentStep ?? 1, 1), 4),
    completed: row?.completed ?? false,
    completedAt: row?.completedAt?.toISOString() ?? null,
  };
}

function assertSelf(viewer: Viewer, userId: number): void {
  if (viewer.id !== userId) throw forbidden('You can only see and change your own onboarding.');
}

/** GET /api/onboarding/{userId} (self only): saved answers, step and `completed`; defaults before the first save. */
export async function getOnboarding(db: Database, viewer: Viewer, userId: number): Promise<OnboardingResponse> {
  assertSelf(viewer, userId);
  return toResponse(userId, await findOnboardingRow(db, userId));
}

/**
 * PUT /api/onboarding/{userId} (self only): saves the answers sent (others keep their saved
 * value) and the step. Every step before `currentStep` — and all of them when `completed` —
 * must pass the engine's `validateOnboardingStep`, which also gives the messages. Completing
 * marks the user as no longer needing onboarding; a completed onboarding stays completed.
 */
export async function saveOnboarding(db: Database, viewer: Viewer, userId: number, body: OnboardingUpdateBody): Promise<OnboardingResponse> {
  assertSelf(viewer, userId);
  const existing = await findOnboardingRow(db, userId);
  const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<OnboardingUpdateBody>;
  const merged = {
    experienceLevel: sent.experienceLevel !== undefined ? sent.experienceLevel : (existing?.experienceLevel ?? null),
    investmentGoal: sent.investmentGoal !== undefined ? sent.investmentGoal : (existing?.investmentGoal ?? null),
    marketPreference: sent.marketPreference ?? existing?.marketPreference ?? 'city',
    city: sent.city !== undefined ? sent.city : (existing?.city ?? null),
    zipCode: sent.zipCode !== undefined ? sent.zipCode : (existing?.zipCode ?? null),
    budget: sent.budget ?? (existing?.budget != null ? Number(existing.budget) : ONBOARDING_BUDGET.default),
  };
  const completing = body.completed === true;
  const lastStepToCheck = completing ? 4 : body.currentStep - 1;
  const fields: Record<string, string> = {};
  let firstMessage: string | undefined;
  for (let step = 1; step <= lastStepToCheck; step += 1) {
    const error = validateOnboardingStep(step, merged);
    if (!error) continue;
    firstMessage ??= error.description;
    for (const field of error.fields) fields[`body.${field}`] ??= error.description;
  }
  if (firstMessage) throw badRequest(firstMessage, fields);

  const completed = completing || existing?.completed === true;
  const values = {
    ...merged,
    budget: String(merged.budget),
    currentStep: body.currentStep,
    completed,
    completedAt: completed ? (existing?.completedAt ?? new Date()) : null,
    updatedAt: new Date(),
  };
  return toResponse(userId, await upsertOnboardingRow(db, userId, values));
}
