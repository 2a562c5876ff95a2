import { Select as RadixSelect } from 'radix-ui';
import { useFieldControl } from '../Field/fieldContext';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Needed only outside a `Field` (which labels the trigger). */
  'aria-label'?: string;
  id?: string;
  name?: string;
  className?: string;
}

/** A Radix select (listbox with typeahead and arrow keys). Values are strings; options cannot be empty strings. */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  'aria-label': ariaLabel,
  id,
  name,
  className,
}: SelectProps) {
  const wiring = useFieldControl({ id });
  return (
    <RadixSelect.Root value={value} defaultValue={defaultValue} onValueChange={onValueChange} disabled={disabled} name={name}>
      <RadixSelect.Trigger
        id={wiring.id}
        aria-label={ariaLabel}
        aria-describedby={wiring['aria-describedby']}
        aria-invalid={wiring['aria-invalid']}
        className={[styles.trigger, className].filter(Boolean).join(' ')}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon className={styles.chevron} aria-hidden="true">
          ▾
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className={styles.indicator} aria-hidden="true">
                  ✓
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
