/**
 * The loading states around pages; kept apart from the guard and the shell so both can use
 * them without importing each other.
 */
/** The full-screen 'Loading...' splash shown while the session is restored (spec 1 §2). */
export function LoadingSplash() {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', fontSize: '1.125rem' }}>
      Loading...
    </div>
  );
}

/** The 'Loading...' line inside the signed-in shell while a page's code loads. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: '2rem' }}>
      Loading...
    </div>
  );
}
