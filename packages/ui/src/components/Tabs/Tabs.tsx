import { useEffect, useRef, useState, type ReactNode } from 'react';
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

/** Which ends of a scrolling tab row hide tabs. */
interface Overflow {
  readonly start: boolean;
  readonly end: boolean;
}

/**
 * Whether the row scrolls past either end, kept up to date on scroll and resize (a tab row
 * wider than a phone scrolls sideways; the cue says there are more tabs that way).
 */
function useHorizontalOverflow(element: HTMLElement | null, itemCount: number): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  useEffect(() => {
    if (!element) return undefined;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const next = { start: hidden > 1 && element.scrollLeft > 1, end: hidden > 1 && element.scrollLeft < hidden - 1 };
      setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [element, itemCount]);
  return overflow;
}

/**
 * Radix tabs: arrow keys move between tabs and select them, Home/End jump, Tab moves into the
 * panel. Panels that are not selected are not rendered. A row too wide for its space scrolls
 * sideways and shows a faded edge with an arrow on each side that hides tabs; the arrows
 * scroll by most of a row for pointer users (keyboard users reach every tab with the arrow keys).
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
  const [listElement, setListElement] = useState<HTMLDivElement | null>(null);
  const overflow = useHorizontalOverflow(listElement, items.length);
  const scrollRow = (direction: -1 | 1) => {
    if (!listElement) return;
    const distance = direction * Math.max(listElement.clientWidth * 0.75, 1);
    if (typeof listElement.scrollBy === 'function') listElement.scrollBy({ left: distance, behavior: 'smooth' });
    else listElement.scrollLeft += distance;
  };
  return (
    <RadixTabs.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={requestChange}
      activationMode="automatic"
    >
      <div className={styles.listFrame}>
        {overflow.start ? (
          <button type="button" className={styles.scrollCue({ side: 'start' })} aria-hidden="true" tabIndex={-1} onClick={() => scrollRow(-1)}>
            <span className={styles.scrollArrow}>‹</span>
          </button>
        ) : null}
        <RadixTabs.List ref={setListElement} className={styles.list} aria-label={ariaLabel}>
          {items.map((item) => (
            <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {overflow.end ? (
          <button type="button" className={styles.scrollCue({ side: 'end' })} aria-hidden="true" tabIndex={-1} onClick={() => scrollRow(1)}>
            <span className={styles.scrollArrow}>›</span>
          </button>
        ) : null}
      </div>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
