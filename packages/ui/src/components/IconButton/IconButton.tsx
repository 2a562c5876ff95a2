import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import * as styles from '../Button/Button.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** Required: the button has no visible text, so this is its accessible name. */
  'aria-label': string;
  /** The icon (decorative; it is hidden from assistive technology). */
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A square button showing only an icon; its name comes from the required `aria-label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'ghost', size = 'md', className, type, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={[styles.button({ variant, size, iconOnly: true }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
    </button>
  );
});
