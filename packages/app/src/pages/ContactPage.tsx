import { Link } from 'wouter';

/** Target of the enterprise 'Contact Sales' link; the spec does not show the page. */
export function ContactPage() {
  return (
    <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1.5rem', lineHeight: 1.6 }}>
      <h1>Contact Sales</h1>
      <p>
        For Enterprise plans (custom limits, single sign-on, onboarding for your team) write to{' '}
        <a href="mailto:sales@rei.local">sales@rei.local</a>.
      </p>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </main>
  );
}
