/** Readers for environment values shared by every part of the configuration. */

/**
 * An http(s) base URL from a setting, without trailing slashes; undefined when the setting is
 * empty. Anything else (not a URL, another scheme) stops the start with the setting's name.
 *
 * @example
 * httpUrlSetting('https://api.stripe.com/', 'STRIPE_API_BASE') // 'https://api.stripe.com'
 */
export function httpUrlSetting(value: string | undefined, name: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${text}"`);
  return text.replace(/\/+$/, '');
}
