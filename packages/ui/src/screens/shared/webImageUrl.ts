/**
 * The address to put in an `<img src>`: `url` when it is an absolute http(s) web address,
 * otherwise undefined. The server only stores public http(s) photo URLs, but a row written
 * before that rule (or by another client) must still never reach the page as `javascript:`,
 * `data:` or `file:`.
 *
 * @example webImageUrl('https://images.example.com/a.jpg') // 'https://images.example.com/a.jpg'
 * @example webImageUrl('javascript:alert(1)') // undefined
 */
export function webImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
