import { useState } from 'react';
import { useLocation } from 'wouter';
import { AccessTestScreen, type AccessTestScreenProps } from '@rei/ui';
import { useAuth } from '../auth/AuthProvider';
import { useSubscription } from '../data/subscription';
import { TEST_MODE_KEY } from '../routes/navigation';

const DEVELOPER_ROLE_KEY = 'developerRole';

/** Feature Testing Dashboard: client-side only; the server never grants anything because of it. */
export function AccessTestPage() {
  const { user, logout } = useAuth();
  const [, navigate] = useLocation();
  const subscription = useSubscription(Boolean(user));
  const [developerRole, setDeveloperRole] = useState<AccessTestScreenProps['developerRole']>(
    () => (window.sessionStorage.getItem(DEVELOPER_ROLE_KEY) as AccessTestScreenProps['developerRole']) ?? null,
  );
  const [toggles, setToggles] = useState<NonNullable<AccessTestScreenProps['toggles']>>({});
  return (
    <AccessTestScreen
      tier={subscription.data ?? user?.subscriptionTier ?? null}
      developerRole={developerRole}
      onDeveloperRoleChange={(role) => {
        setDeveloperRole(role);
        if (role) window.sessionStorage.setItem(DEVELOPER_ROLE_KEY, role);
        else window.sessionStorage.removeItem(DEVELOPER_ROLE_KEY);
      }}
      toggles={toggles}
      onToggleFeature={(feature, enabled) => setToggles((current) => ({ ...current, [feature]: enabled }))}
      productionMode={import.meta.env.PROD}
      onNavigateFeature={(_feature, route) => {
        window.sessionStorage.setItem(TEST_MODE_KEY, 'true');
        navigate(`${route}${route.includes('?') ? '&' : '?'}test=true`);
      }}
      onLogout={() => {
        window.sessionStorage.removeItem(DEVELOPER_ROLE_KEY);
        if (user) logout();
        navigate('/login');
      }}
    />
  );
}
