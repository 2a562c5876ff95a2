import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OnboardingScreen, useToast, type OnboardingScreenProps } from '@rei/ui';
import { onboardingAnswers } from '../fixtures/account';

const meta = {
  title: 'Screens/Onboarding',
  component: OnboardingScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSaveStep: fn(), onComplete: fn(), onValidationError: fn() },
} satisfies Meta<typeof OnboardingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 4 Steps')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** Step 1 without an answer: 'Please select your experience level'. */
export const ExperienceRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Missing fields: Please select your experience level');
    await expect(args.onValidationError).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Missing fields', description: 'Please select your experience level' }),
    );
    await expect(args.onSaveStep).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: /Intermediate/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSaveStep).toHaveBeenCalledWith(1, expect.objectContaining({ experienceLevel: 'intermediate' }));
    await expect(await canvas.findByText('2 of 4 Steps')).toBeInTheDocument();
  },
};

/** Step 2 without an answer: 'Please select your investment goal'. */
export const GoalRequired: Story = {
  args: { defaultStep: 2, defaultValues: { experienceLevel: 'beginner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Missing fields: Please select your investment goal');
    // Previous goes back one step, never below 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByText('1 of 4 Steps')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** Step 3, market 'city' (the default) without a city: 'Please enter a city'. */
export const CityRequired: Story = {
  args: { defaultStep: 3, defaultValues: { experienceLevel: 'beginner', investmentGoal: 'cashflow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /A city/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Missing fields: Please enter a city');
  },
};

/** Step 3, a city that is only a number ("1500000", a budget typed in the wrong field): refused, naming the City field. */
export const CityNotAName: Story = {
  args: { defaultStep: 3, defaultValues: { experienceLevel: 'beginner', investmentGoal: 'cashflow' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: /City/ });
    await userEvent.type(city, '1500000');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid city: City must be a place name such as Brooklyn, not a number');
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaveStep).not.toHaveBeenCalled();
    await userEvent.clear(city);
    await userEvent.type(city, 'Queens');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSaveStep).toHaveBeenCalledWith(3, expect.objectContaining({ city: 'Queens' }));
  },
};

/** The wizard as the app wires it: a "Missing fields" toast per refused step, closed when the person moves on. */
function OnboardingWithToasts(props: OnboardingScreenProps) {
  const { toast, dismiss } = useToast();
  const shown = useRef<number | null>(null);
  return (
    <OnboardingScreen
      {...props}
      onValidationError={(problem) => {
        props.onValidationError?.(problem);
        shown.current = toast({ title: problem.title, description: problem.description, tone: 'destructive' });
      }}
      onStepChange={(step) => {
        props.onStepChange?.(step);
        if (shown.current !== null) dismiss(shown.current);
      }}
    />
  );
}

/** Step 1's "Missing fields" toast does not follow the person onto step 2. */
export const MissingFieldsToastClosesOnNextStep: Story = {
  args: { onStepChange: fn() },
  render: (args) => <OnboardingWithToasts {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await page.findByText('Please select your experience level', { selector: 'div' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /Intermediate/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('2 of 4 Steps')).toBeInTheDocument();
    await expect(args.onStepChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(page.queryByText('Please select your experience level')).not.toBeInTheDocument());
  },
};

/** Step 3, market 'zip' without a ZIP code: 'Please enter a ZIP code'; 'unsure' needs nothing. */
export const ZipRequired: Story = {
  args: { defaultStep: 3, defaultValues: { experienceLevel: 'beginner', investmentGoal: 'cashflow' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /A ZIP code/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Missing fields: Please enter a ZIP code');
    await userEvent.click(canvas.getByRole('radio', { name: /Not sure yet/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSaveStep).toHaveBeenCalledWith(3, expect.objectContaining({ marketPreference: 'unsure' }));
    await expect(await canvas.findByText('4 of 4 Steps')).toBeInTheDocument();
  },
};

/** Step 4: the budget slider (50K–2M, step 10K, default 500K) formatted by the engine. */
export const Budget: Story = {
  args: { defaultStep: 4, defaultValues: { ...onboardingAnswers, budget: undefined } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Investment budget' });
    await expect(slider).toHaveAttribute('aria-valuenow', '500000');
    await expect(slider).toHaveAttribute('aria-valuemin', '50000');
    await expect(slider).toHaveAttribute('aria-valuemax', '2000000');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '510000');
    await expect(canvas.getByText('$510,000')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Setup' }));
    await expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ budget: 510000, city: 'Brooklyn' }));
  },
};

/** A budget above the slider's range: "More than $2M" stores the engine's open-ended value, and unticking returns to $2M. */
export const BudgetMoreThanTwoMillion: Story = {
  args: { defaultStep: 4, defaultValues: onboardingAnswers },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('checkbox', { name: /More than \$2M/ });
    await expect(more).not.toBeChecked();
    await userEvent.click(more);
    const slider = canvas.getByRole('slider', { name: 'Investment budget' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'More than $2,000,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Setup' }));
    await expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ budget: 2_010_000 }));
    await userEvent.click(more);
    await expect(slider).toHaveAttribute('aria-valuenow', '2000000');
  },
};

/** Resuming with "more than $2M" saved: the box is ticked. */
export const BudgetMoreThanTwoMillionSaved: Story = {
  args: { defaultStep: 4, defaultValues: { ...onboardingAnswers, budget: 2_010_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /More than \$2M/ })).toBeChecked();
  },
};

export const Saving: Story = {
  args: { defaultStep: 2, defaultValues: onboardingAnswers, saving: true },
};

export const SaveError: Story = {
  args: { defaultStep: 2, defaultValues: onboardingAnswers, error: 'Failed to save your progress. Please try again.' },
};

/** The server refused the ZIP code ("abcde"): its reason is shown at the ZIP field, not as "failed to save". */
export const ServerFieldError: Story = {
  args: {
    defaultStep: 3,
    defaultValues: { experienceLevel: 'beginner', investmentGoal: 'cashflow', marketPreference: 'zip', zipCode: 'abcde' },
    error: 'Some fields are missing or invalid',
    fieldErrors: { 'body.zipCode': 'Please enter a 5-digit ZIP code' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zip = canvas.getByRole('textbox', { name: /ZIP code/ });
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter a 5-digit ZIP code')).toBeInTheDocument();
  },
};
