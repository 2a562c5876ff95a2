import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './Toast';

function Trigger() {
  const { toast } = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        toast({ title: 'Property added', tone: 'success' });
        toast({ title: 'Export initiated' });
      }}
    >
      Go
    </button>
  );
}

describe('Toast', () => {
  it("shows its tone as a drawn icon hidden from screen readers, not an emoji a font may lack", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const title = screen.getByText('Property added');
    const icon = title.parentElement?.querySelector('svg[data-tone-icon="success"]');
    expect(icon).toBeTruthy();
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(title.textContent).toBe('Property added');
  });

  it('shows one toast at a time, the next after the first is closed', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Property added')).toBeTruthy();
    expect(screen.queryByText('Export initiated')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(await screen.findByText('Export initiated')).toBeTruthy();
  });

  it('a toast dismissed by the app, shown or still queued, never holds back the ones after it', async () => {
    const user = userEvent.setup();
    function Wizard() {
      const { toast, dismiss } = useToast();
      return (
        <>
          <button
            type="button"
            onClick={() => {
              const shown = toast({ title: 'Missing fields', tone: 'destructive' });
              const queued = toast({ title: 'Still missing' });
              dismiss(shown);
              dismiss(queued);
              toast({ title: 'Onboarding Complete!', tone: 'success' });
            }}
          >
            Finish
          </button>
          <button type="button" onClick={() => toast({ title: 'Later one' })}>
            More
          </button>
          <button type="button" onClick={() => dismiss()}>
            Clear
          </button>
        </>
      );
    }
    render(
      <ToastProvider>
        <Wizard />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Onboarding Complete!')).toBeTruthy();
    expect(screen.queryByText('Missing fields')).toBeNull();
    expect(screen.queryByText('Still missing')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('Onboarding Complete!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('Later one')).toBeTruthy();
  });

  it('closes itself after 5000 ms and names its region with the F8 hotkey', async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    vi.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <Trigger />
        </ToastProvider>,
      );
      expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
      act(() => screen.getByRole('button', { name: 'Go' }).click());
      expect(screen.getByText('Property added')).toBeTruthy();
      act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
      expect(screen.queryByText('Property added')).not.toBeNull();
      act(() => vi.advanceTimersByTime(200));
      act(() => vi.runOnlyPendingTimers());
      expect(screen.queryByText('Property added')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a developer to add the provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/UiProvider/);
  });
});
