import { describe, expect, it } from 'vitest';
import { webImageUrl } from './webImageUrl';

describe('webImageUrl', () => {
  it('keeps absolute http and https addresses', () => {
    expect(webImageUrl('https://images.example.com/a.jpg')).toBe('https://images.example.com/a.jpg');
    expect(webImageUrl('http://example.com/b.png')).toBe('http://example.com/b.png');
  });

  it('drops every other scheme, relative paths and blanks', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:image/svg+xml,<svg/>', 'file:///etc/passwd', '/local.png', '', null, undefined]) {
      expect(webImageUrl(url)).toBeUndefined();
    }
  });
});
