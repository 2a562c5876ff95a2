export { Input, Textarea, type InputProps, type TextareaProps } from './Input';
