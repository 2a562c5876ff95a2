import { LandingScreen } from '@rei/ui';
import { renderLink } from '../routes/navigation';

export function LandingPage() {
  return <LandingScreen renderLink={renderLink} />;
}
