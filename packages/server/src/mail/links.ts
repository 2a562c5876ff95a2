import type { ServerConfig } from '../config';

/**
 * The app's address as people reach it, for links in mail: REI_PUBLIC_URL when set, else the
 * address the server listens on. Never taken from a request's Host header, which a caller
 * could set to send someone a link to another site.
 */
export function appBaseUrl(config: Pick<ServerConfig, 'host' | 'port' | 'billing'>): string {
  if (config.billing.publicUrl) return config.billing.publicUrl.replace(/\/+$/, '');
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** `<base><page>?token=<token>`: the link a message carries. */
export function tokenLink(config: Pick<ServerConfig, 'host' | 'port' | 'billing'>, page: string, token: string): string {
  return `${appBaseUrl(config)}${page}?token=${encodeURIComponent(token)}`;
}
