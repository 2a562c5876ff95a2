import { describe, expect, it } from 'vitest';
import { usageMeter } from './SubscriptionScreen';

describe('usage meter', () => {
  it('reads used of limit and fills proportionally (2 of 3 = 66.7 %)', () => {
    const meter = usageMeter(2, 3);
    expect(meter.levelText).toBe('2 of 3');
    expect(meter.value).toBeCloseTo(66.67, 1);
    expect(meter.tone).toBe('accent');
  });

  it('warns from 80 % and is full and red at the limit (never above 100)', () => {
    expect(usageMeter(4, 5).tone).toBe('warning');
    expect(usageMeter(5, 5)).toMatchObject({ value: 100, tone: 'danger' });
    expect(usageMeter(7, 5).value).toBe(100);
  });

  it('says when a plan has none or unlimited', () => {
    expect(usageMeter(0, 0).levelText).toBe('Not included in this plan');
    expect(usageMeter(1250, null).levelText).toBe('1,250 (Unlimited)');
  });
});
