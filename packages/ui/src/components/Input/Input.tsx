import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useFieldControl } from '../Field/fieldContext';
import * as styles from './Input.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size?: 'sm' | 'md' | 'lg';
}

/** A styled native `<input>`; inside a `Field` it picks up its id, description and invalid state. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ size, className, ...rest }, ref) {
  const wiring = useFieldControl(rest);
  return <input ref={ref} className={[styles.input({ size }), className].filter(Boolean).join(' ')} {...rest} {...wiring} />;
});

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A styled native `<textarea>`, wired by an enclosing `Field` like Input. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ className, ...rest }, ref) {
  const wiring = useFieldControl(rest);
  return <textarea ref={ref} className={[styles.textarea, className].filter(Boolean).join(' ')} {...rest} {...wiring} />;
});
