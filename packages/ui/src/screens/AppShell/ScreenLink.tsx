import type { MouseEvent, ReactNode } from 'react';

/** What a screen's `renderLink` receives: render it as the app's router link. */
export interface RenderLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The navigation props screens share: a router link renderer, or a navigate callback. */
export interface NavigationProps {
  /** Renders an in-app link with the app's router; a plain `<a href>` when absent. */
  renderLink?: (props: RenderLinkProps) => ReactNode;
  /** Called with the path when a plain anchor is followed (its default is then prevented). */
  onNavigate?: (href: string) => void;
}

/** An in-app link: through `renderLink` when given, else an anchor that calls `onNavigate`. */
export function ScreenLink({
  href,
  className,
  children,
  renderLink,
  onNavigate,
}: NavigationProps & { href: string; className?: string; children: ReactNode }) {
  if (renderLink) return <>{renderLink({ href, className, children })}</>;
  return (
    <a
      href={href}
      className={className}
      onClick={
        onNavigate
          ? (event) => {
              event.preventDefault();
              onNavigate(href);
            }
          : undefined
      }
    >
      {children}
    </a>
  );
}
