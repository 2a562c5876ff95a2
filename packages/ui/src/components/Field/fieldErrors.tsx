import { createContext, useContext, type ReactNode } from 'react';

/**
 * The server's reasons for a refused form, by field name (`zipCode` → 'ZIP must be 5 digits').
 * The app reads them from the 400 answer (`{ message, code, fields }`, keys like
 * 'body.zipCode'); keys may carry that `body.` prefix, which is ignored.
 */
export type FieldErrorMap = Readonly<Record<string, string>>;

const FieldErrorsContext = createContext<FieldErrorMap>({});

/** The message for `name` in `errors`, whether keyed 'zipCode' or 'body.zipCode'. */
export function fieldErrorFor(errors: FieldErrorMap | null | undefined, name: string | undefined): string | undefined {
  if (!errors || !name) return undefined;
  return errors[name] ?? errors[`body.${name}`] ?? undefined;
}

export interface FieldErrorsProps {
  /** Reasons by field name; every `Field` with a matching `name` inside shows its reason. */
  errors?: FieldErrorMap | null;
  children: ReactNode;
}

/**
 * Hands the server's field reasons to every named `Field` inside, so a screen passes the
 * answer once (its `fieldErrors` prop) and each reason appears at the field it names. A
 * nested provider adds to the outer one's reasons.
 */
export function FieldErrors({ errors, children }: FieldErrorsProps) {
  const outer = useContext(FieldErrorsContext);
  const merged = errors && Object.keys(errors).length > 0 ? { ...outer, ...errors } : outer;
  return <FieldErrorsContext.Provider value={merged}>{children}</FieldErrorsContext.Provider>;
}

/** The server's reason for the field called `name`, from the nearest `FieldErrors`. */
export function useServerFieldError(name: string | undefined): string | undefined {
  return fieldErrorFor(useContext(FieldErrorsContext), name);
}
