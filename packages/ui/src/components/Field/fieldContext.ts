import { createContext, useContext } from 'react';

/** What a `Field` hands to the control inside it so label, hint and error are wired up. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

type AriaInvalid = boolean | 'true' | 'false' | 'grammar' | 'spelling';

export const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * The control's wiring: the enclosing Field's id and descriptions, overridden by anything the
 * control was given itself (an explicit `id`, extra `aria-describedby`).
 */
export function useFieldControl(own: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaInvalid;
  required?: boolean;
}): { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: AriaInvalid; required?: boolean } {
  const field = useContext(FieldContext);
  const describedBy = [field?.['aria-describedby'], own['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    id: own.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': own['aria-invalid'] ?? field?.['aria-invalid'],
    required: own.required ?? field?.required,
  };
}
