import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '@rei/engine';
import { passwordProblem } from './passwordRule';

describe('passwordProblem', () => {
  it.each([
    ['10 spaces', ' '.repeat(10), /^Password cannot be only spaces$/],
    ['tabs and spaces', ' \t \t \t \t \t', /cannot be only spaces/],
    ['one character repeated', 'zzzzzzzzzzzz', /repeats the same character/],
    ['a pair repeated', '1212121212', /repeats the same character or group/],
    ['a word written twice', 'monkeymonkey', /repeats/],
    ['digits in order', '1234567890', /simple sequence/],
    ['digits wrapping round', '7890123456', /simple sequence/],
    ['digits backwards', '9876543210', /simple sequence/],
    ['the alphabet', 'ABCDEFGHIJKL', /simple sequence/],
    ['a keyboard row backwards', 'poiuytrewq', /simple sequence/],
    ['a common password', 'password123', /one of the most common passwords/],
    ['a common password in capitals', 'BASKETBALL', /one of the most common passwords/],
    ['a common word with digits and symbols added', 'Dragon2026!!', /one of the most common passwords/],
    ['nine characters', 'r7#kq9!mz', /^Password must be at least 10 characters$/],
    ['201 characters', 'a1b2c3d4e5'.repeat(20) + 'x', /^Password must be at most 200 characters$/],
  ])('refuses %s', (_case, password, reason) => {
    expect(passwordProblem(password)).toMatch(reason);
  });

  it.each(['correct-horse-battery', 'demo-investor-2026', 'alice-password-1', 'harbor lantern tulip', 'Tr0ub4dor&3x'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );

  it('names the field it checks', () => {
    expect(passwordProblem('aaaaaaaaaa', 'New password')).toMatch(/^New password repeats/);
  });

  it('refuses any short block written out to the minimum length or more', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 20 }), (block, extra) => {
        const repeated = block.repeat(Math.ceil((MIN_PASSWORD_LENGTH + extra) / block.length)).slice(0, MIN_PASSWORD_LENGTH + extra);
        expect(passwordProblem(repeated)).not.toBeNull();
      }),
    );
  });
});
