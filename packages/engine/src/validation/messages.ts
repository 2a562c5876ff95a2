import { MIN_PASSWORD_LENGTH } from './password';

/**
 * Messages the forms show, as a toast title and description. One place so that the
 * screens, the server's 400 answers and the tests use the same words.
 */
export interface FormError {
  /** Toast title ('Missing fields'). */
  readonly title: string;
  /** Toast description ('Please fill all fields'). */
  readonly description: string;
  /** The fields at fault, when the error is about particular fields. */
  readonly fields: readonly string[];
}

export const FORM_MESSAGES = {
  loginMissingDashboard: { title: 'Missing fields', description: 'Please enter both email and password' },
  loginMissingPage: { title: 'Missing credentials', description: 'Please enter both email and password' },
  registerMissing: { title: 'Missing fields', description: 'Please fill all fields' },
  passwordsDiffer: { title: "Passwords don't match", description: 'Please make sure your passwords match' },
  passwordTooShort: { title: 'Password too short', description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` },
  emailInvalid: { title: 'Invalid email', description: 'Please enter a valid email address.' },
  inviteEmailMissing: { title: 'Email required', description: 'Please enter an email address.' },
  inviteRoleInvalid: { title: 'Invalid role', description: 'Choose analyst or admin.' },
  searchEmpty: { title: 'Address required', description: 'Please enter an address to search.' },
  propertyRequired: { title: 'Missing required fields', description: 'Address, city, and state are required.' },
  propertyInvalid: { title: 'Invalid property details', description: 'Please correct the highlighted fields.' },
  csvNoFile: { title: 'No file selected', description: 'Please select a CSV file to upload.' },
  csvWrongType: { title: 'Invalid file type', description: 'Only .csv files can be uploaded.' },
  authRequiredAddProperty: { title: 'Authentication required', description: 'Please log in to add properties.' },
  authRequiredPortfolio: { title: 'Authentication required', description: 'Please log in to add properties to your portfolio.' },
  authRequiredUpload: { title: 'Authentication required', description: 'Please log in to upload properties.' },
  onboardingExperience: { title: 'Missing fields', description: 'Please select your experience level' },
  onboardingGoal: { title: 'Missing fields', description: 'Please select your investment goal' },
  onboardingZip: { title: 'Missing fields', description: 'Please enter a ZIP code' },
  onboardingCity: { title: 'Missing fields', description: 'Please enter a city' },
  onboardingCityNotAName: { title: 'Invalid city', description: 'City must be a place name such as Brooklyn, not a number' },
} as const satisfies Record<string, { title: string; description: string }>;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

/** A `FormError` from a message key and the fields at fault. */
export function formError(key: FormMessageKey, fields: readonly string[] = []): FormError {
  return { ...FORM_MESSAGES[key], fields };
}

/** 'Title: description', the way a single-line notice shows a form error. */
export function formErrorText(error: Pick<FormError, 'title' | 'description'>): string {
  return `${error.title}: ${error.description}`;
}
