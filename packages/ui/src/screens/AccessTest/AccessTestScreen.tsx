import { useState } from 'react';
import {
  accessTestAllows,
  accessTestRole,
  planFor,
  type Feature,
  type FeatureToggles,
  type SubscriptionLike,
  type Tier,
} from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { StatTile } from '../../components/StatTile';
import { Switch } from '../../components/Switch';
import { ACCESS_TEST_ROWS, DEVELOPER_ROLE_OPTIONS, lockedFeatureMessage } from './accessTestRules';
import * as styles from './AccessTestScreen.css';

export const ACCESS_TEST_TEXT = {
  title: 'Feature Testing Dashboard',
  productionMode: 'Production mode',
  currentRole: 'Current role',
  accessible: 'Accessible features',
  developerRole: 'Developer role override',
  developerHint: 'Changes client routing only; the server never grants anything because of it.',
  featuresTitle: 'Features',
  navigate: 'Navigate',
  locked: 'Locked',
  enabled: (label: string) => `${label} enabled`,
  logout: 'Logout',
} as const;

export interface AccessTestScreenProps {
  /** The signed-in user's tier or subscription; null when signed out (treated as scout). */
  tier?: Tier | SubscriptionLike | null;
  /** Developer role override; 'hunter' bypasses every check. */
  developerRole?: Tier | null;
  onDeveloperRoleChange?: (role: Tier | null) => void;
  /** Local feature toggles (stored by the app); a missing entry is on. */
  toggles?: FeatureToggles;
  onToggleFeature?: (feature: Feature, enabled: boolean) => void;
  /** Shows the 'Production mode' badge. */
  productionMode?: boolean;
  /** Opens a feature: the app adds test=true and sets the session test-mode flag. */
  onNavigateFeature?: (feature: Feature, route: string) => void;
  /** Clears the developer role and goes to /login. */
  onLogout?: () => void;
}

/** The /access-test page: what the current role may open, with the engine's feature rules. */
export function AccessTestScreen({
  tier,
  developerRole = null,
  onDeveloperRoleChange,
  toggles = {},
  onToggleFeature,
  productionMode = true,
  onNavigateFeature,
  onLogout,
}: AccessTestScreenProps) {
  const [lockedMessage, setLockedMessage] = useState<string | null>(null);
  const role = accessTestRole(tier, developerRole);
  const rows = ACCESS_TEST_ROWS.map((entry) => ({
    ...entry,
    accessible: accessTestAllows({ subscription: tier, developerOverride: developerRole, toggles }, entry.feature),
  }));
  const accessibleCount = rows.filter((row) => row.accessible).length;

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{ACCESS_TEST_TEXT.title}</h1>
        <div className={styles.headerActions}>
          {productionMode ? <Badge tone="success">{ACCESS_TEST_TEXT.productionMode}</Badge> : null}
          {onLogout ? (
            <Button variant="secondary" size="sm" onClick={onLogout}>
              {ACCESS_TEST_TEXT.logout}
            </Button>
          ) : null}
        </div>
      </header>

      <section className={styles.summary} aria-label="Access summary">
        <StatTile label={ACCESS_TEST_TEXT.currentRole} value={`${planFor(role).name}${developerRole ? ' (override)' : ''}`} />
        <StatTile label={ACCESS_TEST_TEXT.accessible} value={`${accessibleCount} / ${rows.length}`} />
        <div className={styles.roleField}>
          <Field label={ACCESS_TEST_TEXT.developerRole} hint={ACCESS_TEST_TEXT.developerHint}>
            <Select
              options={DEVELOPER_ROLE_OPTIONS.map((option) => ({ value: option.value, label: option.value === 'none' ? option.label : planFor(option.value).name }))}
              value={developerRole ?? 'none'}
              disabled={!onDeveloperRoleChange}
              onValueChange={(value) => onDeveloperRoleChange?.(value === 'none' ? null : (value as Tier))}
            />
          </Field>
        </div>
      </section>

      {lockedMessage ? (
        <p className={styles.alert} role="alert">
          {lockedMessage}
        </p>
      ) : null}

      <section aria-labelledby="access-test-features">
        <h2 id="access-test-features" className={styles.featureName}>
          {ACCESS_TEST_TEXT.featuresTitle}
        </h2>
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.feature} className={styles.row}>
              <div className={styles.featureText}>
                <span className={styles.featureName}>{row.label}</span>
                <span className={styles.featureKey}>{row.feature}</span>
              </div>
              <Switch
                label={ACCESS_TEST_TEXT.enabled(row.label)}
                checked={row.feature === 'property_search' ? true : toggles[row.feature] !== false}
                disabled={row.feature === 'property_search' || !onToggleFeature}
                onCheckedChange={(enabled) => onToggleFeature?.(row.feature, enabled)}
              />
              {row.accessible ? (
                <Button
                  variant="primary"
                  size="sm"
                  aria-label={`${ACCESS_TEST_TEXT.navigate} to ${row.label}`}
                  onClick={() => {
                    setLockedMessage(null);
                    onNavigateFeature?.(row.feature, row.route);
                  }}
                >
                  {ACCESS_TEST_TEXT.navigate}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${row.label} ${ACCESS_TEST_TEXT.locked}`}
                  onClick={() => setLockedMessage(lockedFeatureMessage(row.feature))}
                >
                  {ACCESS_TEST_TEXT.locked}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
