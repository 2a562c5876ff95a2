import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@rei/engine';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Why a password is refused, as a sentence a person can act on. `label` names the field
 * ('Password', 'New password') so the message reads naturally on every form.
 */
export const PASSWORD_PROBLEMS = {
  tooShort: (label: string) => `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: (label: string) => `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`,
  blank: (label: string) => `${label} cannot be only spaces`,
  repeated: (label: string) =>
    `${label} repeats the same character or group of characters; choose a few unrelated words instead`,
  sequence: (label: string) =>
    `${label} is a simple sequence (like 1234567890, abcdefghij or qwertyuiop); choose a few unrelated words instead`,
  common: (label: string) =>
    `${label} is one of the most common passwords (or one with digits or symbols added); choose something less guessable`,
} as const;

/**
 * Runs of characters people type in order. A password made only of consecutive characters of
 * one of these (forwards or backwards, wrapping round) is a sequence, not a secret.
 */
const SEQUENCES = [
  '0123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertyuiopasdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
];

/** Lower-case common passwords (about 49,000 from zxcvbn-ts's list), built on first use. */
let commonPasswords: ReadonlySet<string> | undefined;
function isCommonPassword(candidate: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return commonPasswords.has(candidate);
}

/** True when the whole text is a shorter block written again and again ('abcabcabca', 'aaaaaaaaaa'). */
function isRepetition(text: string): boolean {
  for (let size = 1; size <= text.length / 2; size += 1) {
    let repeats = true;
    for (let i = size; i < text.length && repeats; i += 1) repeats = text[i] === text[i - size];
    if (repeats) return true;
  }
  return false;
}

/** True when every character follows the one before it in one of `SEQUENCES`, in one direction. */
function isSequence(text: string): boolean {
  return SEQUENCES.some((sequence) => {
    const loop = sequence + sequence;
    const reversed = [...loop].reverse().join('');
    // A text longer than the doubled run wraps more than once, so it is a repetition, caught before.
    return loop.includes(text) || reversed.includes(text);
  });
}

/**
 * The one password rule (OWASP ASVS 2.1.1 / 2.1.7 spirit), used by the API contract and by
 * `rei create-admin`: at least `MIN_PASSWORD_LENGTH` characters (10) and at most `MAX_PASSWORD_LENGTH` (200), not
 * only spaces, not one character or block repeated, not a keyboard or alphabet sequence, and
 * not a common password, also with digits or symbols added at the end ('password123!').
 * Returns why the password is refused, or null when it is acceptable.
 *
 * @example
 * passwordProblem('aaaaaaaaaa')            // 'Password repeats the same character …'
 * passwordProblem('harbor-lantern-tulip')  // null
 */
export function passwordProblem(password: string, label = 'Password'): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_PROBLEMS.tooShort(label);
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_PROBLEMS.tooLong(label);
  if (password.trim() === '') return PASSWORD_PROBLEMS.blank(label);
  const folded = password.trim().toLowerCase();
  if (isRepetition(folded)) return PASSWORD_PROBLEMS.repeated(label);
  if (isSequence(folded)) return PASSWORD_PROBLEMS.sequence(label);
  // 'Password2026!' is 'password' to a guesser: they try the list with such endings first.
  const withoutEnding = folded.replace(/[\d\W_]+$/u, '');
  if (isCommonPassword(folded) || (withoutEnding !== '' && isCommonPassword(withoutEnding))) {
    return PASSWORD_PROBLEMS.common(label);
  }
  return null;
}
