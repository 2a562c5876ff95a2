import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

/** Visual weights, reused by story controls. */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'success'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the label, sets `aria-busy` and blocks clicks. */
  loading?: boolean;
  /** Text shown instead of the children while loading, e.g. "Adding…". */
  loadingText?: string;
  /** An icon before the label (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  /** Render the single child element (e.g. a router link) with the button's styles. */
  asChild?: boolean;
}

/** A real `<button>` (type="button" unless told otherwise) in one of five variants and three sizes. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, loadingText, icon, asChild = false, className, children, disabled, type, onClick, ...rest },
  ref,
) {
  const classes = [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner /> : icon ? <span className={styles.icon} aria-hidden="true">{icon}</span> : null}
      {loading && loadingText ? loadingText : children}
    </button>
  );
});
