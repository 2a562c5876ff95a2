import { describe, expect, it } from 'vitest';
import { lightColours, textColourPairs } from '../src/theme/tokens';

/**
 * jsdom computes no layout or cascade, so axe's color-contrast rule cannot run in the story
 * tests; this test checks the same WCAG 2.x ratio over every text/background pair the theme defines.
 */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => channel(Number.parseInt(part ?? '0', 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('WCAG contrast of the light theme', () => {
  it('computes the textbook ratios (black on white is 21 : 1, white on white 1 : 1, #767676 on white about 4.54 : 1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(textColourPairs.map((pair) => [pair.text, pair.on, pair.kind ?? 'text'] as const))(
    '%s on %s passes AA for %s',
    (text, on, kind) => {
      const ratio = contrastRatio(lightColours[text], lightColours[on]);
      expect(ratio).toBeGreaterThanOrEqual(kind === 'graphic' ? 3 : 4.5);
    },
  );
});
