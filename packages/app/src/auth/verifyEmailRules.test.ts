import { describe, expect, it } from 'vitest';
import { requestErrorFromAnswer, networkError } from '../api/RequestError';
import { needsEmailConfirmation, resendRefusal } from './verifyEmailRules';

describe('the confirm-your-email banner', () => {
  it('shows only for a user the server said is unconfirmed', () => {
    expect(needsEmailConfirmation({ emailVerified: false })).toBe(true);
    expect(needsEmailConfirmation({ emailVerified: true })).toBe(false);
    // A session stored before the field existed, and no session at all.
    expect(needsEmailConfirmation({})).toBe(false);
    expect(needsEmailConfirmation(null)).toBe(false);
  });

  it('a 429 keeps the button waiting with the server words; a 409 means confirmed meanwhile; anything else failed', () => {
    const limit = 'A verification link was sent 3 times in the last hour. Check your inbox, or ask again in 42 minutes.';
    expect(resendRefusal(requestErrorFromAnswer(429, 'Too Many Requests', JSON.stringify({ message: limit, code: 'TOO_MANY_REQUESTS' })))).toEqual({
      confirmed: false,
      state: 'throttled',
      message: limit,
    });
    expect(resendRefusal(requestErrorFromAnswer(409, 'Conflict', JSON.stringify({ message: 'Your email address is already confirmed.', code: 'CONFLICT' })))).toEqual({ confirmed: true });
    expect(resendRefusal(networkError())).toMatchObject({ confirmed: false, state: 'failed' });
    expect(resendRefusal(requestErrorFromAnswer(500, 'Internal Server Error', ''))).toMatchObject({ confirmed: false, state: 'failed' });
  });
});
