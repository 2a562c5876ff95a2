import { useState } from 'react';
import { SettingsScreen, type PreferenceSettings } from '@rei/ui';
import { useAuth } from '../auth/AuthProvider';

const PREFERENCES_KEY = 'preferences';
const DEFAULT_PREFERENCES: PreferenceSettings = { theme: 'light', emailNotifications: true, weeklyDigest: false, portfolioAlerts: true };

function readPreferences(): PreferenceSettings {
  try {
    const raw = window.localStorage.getItem(PREFERENCES_KEY);
    return raw ? { ...DEFAULT_PREFERENCES, ...(JSON.parse(raw) as Partial<PreferenceSettings>) } : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** Settings: the profile as the server has it; display preferences kept in this browser. */
export function SettingsPage() {
  const { user } = useAuth();
  const [preferences, setPreferences] = useState(readPreferences);
  return (
    <SettingsScreen
      profile={{ fullName: user?.fullName ?? '', email: user?.email ?? '' }}
      preferences={preferences}
      onChangePreferences={(next) => {
        setPreferences(next);
        window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
      }}
    />
  );
}
