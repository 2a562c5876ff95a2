import { useId, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** Visible label; clicking it toggles the switch. */
  label: ReactNode;
  /** A line under the label (linked with aria-describedby). */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
}

/** An on/off switch (`role="switch"`) with its label. */
export function Switch({ label, description, checked, defaultChecked, onCheckedChange, disabled, id, name }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `switch-${generated}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className={styles.row}>
      <RadixSwitch.Root
        id={switchId}
        name={name}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
        className={styles.root}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <div>
        <label htmlFor={switchId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
