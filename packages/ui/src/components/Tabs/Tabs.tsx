import { useRef, type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import * as styles from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list, e.g. "Property sections". */
  'aria-label': string;
  /** Controlled selection; keep it unchanged in `onValueChange` to refuse a switch (tier gate). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Radix tabs: arrow keys move between tabs and select them, Home/End jump, Tab moves into the
 * panel. Panels that are not selected are not rendered.
 */
export function Tabs({ items, 'aria-label': ariaLabel, value, defaultValue, onValueChange, className }: TabsProps) {
  // Radix asks twice for one click (mousedown, then focus with automatic activation); a parent
  // that refuses the switch — and shows a toast — must hear it once.
  const pendingRequest = useRef<string | null>(null);
  const requestChange = (next: string) => {
    if (pendingRequest.current === next) return;
    pendingRequest.current = next;
    setTimeout(() => {
      pendingRequest.current = null;
    }, 0);
    onValueChange?.(next);
  };
  return (
    <RadixTabs.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={requestChange}
      activationMode="automatic"
    >
      <RadixTabs.List className={styles.list} aria-label={ariaLabel}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
