import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endSentence, joinSentences, withoutFullStop } from './sentence';

describe('sentences with one full stop', () => {
  it('ends a sentence once, whether or not the part had its own full stop', () => {
    expect(endSentence('excludes non-market sales and the lot itself.')).toBe('excludes non-market sales and the lot itself.');
    expect(endSentence('excludes non-market sales and the lot itself')).toBe('excludes non-market sales and the lot itself.');
    expect(endSentence('and the lot itself..')).toBe('and the lot itself.');
    expect(endSentence('Is it?')).toBe('Is it?');
    expect(endSentence('')).toBe('');
  });

  it('takes the full stop off a sentence used as a clause', () => {
    expect(`${withoutFullStop('Value ÷ GRM ÷ 12.')}; about $2,740 per unit`).toBe('Value ÷ GRM ÷ 12; about $2,740 per unit');
    expect(withoutFullStop('No stop')).toBe('No stop');
  });

  it('joins sentences with one space and one full stop each, leaving out empty parts', () => {
    expect(joinSentences('Value ÷ 12; about $2,740 per unit', null, '', 'Fallbacks: band ±20 %.')).toBe('Value ÷ 12; about $2,740 per unit. Fallbacks: band ±20 %.');
  });

  it('law: a joined text never has a doubled full stop or a full stop before a semicolon', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z ;]{0,8}\.{0,3}$/), { maxLength: 4 }), (parts) => {
        expect(joinSentences(...parts)).not.toMatch(/\.\.|\.;/);
      }),
    );
  });
});
