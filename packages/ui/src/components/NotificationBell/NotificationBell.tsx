import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import * as styles from './NotificationBell.css';

/** A change to a watched lot, as the bell lists it (GET /api/notifications). */
export interface NotificationView {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  /** ISO timestamp. */
  readonly createdAt: string;
  readonly readAt: string | null;
}

export const NOTIFICATION_BELL_TEXT = {
  button: 'Notifications',
  unread: (n: number) => `${n} unread`,
  panelTitle: 'Notifications',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  loading: 'Loading notifications…',
  empty: 'Nothing yet. Watch a property and its new sales, violations, permits, complaints, eviction filings and tax liens are listed here after each data import.',
} as const;

export interface NotificationBellProps {
  /** Unread notifications in all (the list may show fewer). */
  unreadCount: number;
  /** Newest first. */
  notifications: readonly NotificationView[];
  loading?: boolean;
  onMarkRead?: (id: number) => void;
  onMarkAllRead?: () => void;
  /** Stories: open at first. */
  defaultOpen?: boolean;
}

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';
}

/**
 * The bell: a button that says how many notifications are unread and opens the list (Escape or
 * the button closes it); each unread one can be marked read, or all at once.
 */
export function NotificationBell({ unreadCount, notifications, loading = false, onMarkRead, onMarkAllRead, defaultOpen = false }: NotificationBellProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);
  return (
    <div className={styles.root}>
      <Button ref={buttonRef} variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        {NOTIFICATION_BELL_TEXT.button}
        {unreadCount > 0 ? <span className={styles.count}>{NOTIFICATION_BELL_TEXT.unread(unreadCount)}</span> : null}
      </Button>
      {open ? (
        <section id={panelId} className={styles.panel} aria-labelledby={titleId}>
          <div className={styles.panelHeader}>
            <h2 id={titleId} className={styles.panelTitle}>
              {NOTIFICATION_BELL_TEXT.panelTitle}
            </h2>
            {unreadCount > 0 && onMarkAllRead ? (
              <Button variant="ghost" size="sm" onClick={onMarkAllRead}>
                {NOTIFICATION_BELL_TEXT.markAllRead}
              </Button>
            ) : null}
          </div>
          {loading ? (
            <p className={styles.empty}>{NOTIFICATION_BELL_TEXT.loading}</p>
          ) : notifications.length === 0 ? (
            <p className={styles.empty}>{NOTIFICATION_BELL_TEXT.empty}</p>
          ) : (
            <ul className={styles.list}>
              {notifications.map((notification) => (
                <li key={notification.id} className={notification.readAt ? styles.item : `${styles.item} ${styles.unreadItem}`}>
                  <p className={styles.itemTitle}>{notification.title}</p>
                  <p className={styles.itemBody}>{notification.body}</p>
                  <div className={styles.itemMeta}>
                    <span>
                      {when(notification.createdAt)}
                      {notification.readAt ? '' : ' · unread'}
                    </span>
                    {!notification.readAt && onMarkRead ? (
                      <Button variant="ghost" size="sm" aria-label={`${NOTIFICATION_BELL_TEXT.markRead}: ${notification.title}`} onClick={() => onMarkRead(notification.id)}>
                        {NOTIFICATION_BELL_TEXT.markRead}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
