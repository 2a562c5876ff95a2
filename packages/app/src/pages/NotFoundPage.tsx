import { NotFoundScreen } from '@rei/ui';
import { Link } from 'wouter';

export function NotFoundPage() {
  return <NotFoundScreen action={<Link href="/dashboard">Go to the dashboard</Link>} />;
}
