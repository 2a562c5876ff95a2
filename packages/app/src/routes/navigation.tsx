import { Link } from 'wouter';
import type { RenderLinkProps, ShellLinkProps } from '@rei/ui';

/** Renders @rei/ui links with wouter, so in-app links never reload the page. */
export function renderLink({ href, className, children, onClick, ...rest }: RenderLinkProps | ShellLinkProps) {
  return (
    <Link href={href} className={className} onClick={onClick} aria-current={'aria-current' in rest ? rest['aria-current'] : undefined}>
      {children}
    </Link>
  );
}

export const TEST_MODE_KEY = 'testMode';

/** Test mode: `?test=true`, or the session flag the access-test page sets (client routing only). */
export function isTestMode(search: string): boolean {
  if (new URLSearchParams(search).get('test') === 'true') {
    try {
      window.sessionStorage.setItem(TEST_MODE_KEY, 'true');
    } catch {
      // storage unavailable: the query flag alone still counts
    }
    return true;
  }
  try {
    return window.sessionStorage.getItem(TEST_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}
