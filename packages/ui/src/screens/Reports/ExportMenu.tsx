import { DropdownMenu } from 'radix-ui';
import type { SubscriptionLike, Tier } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button, type ButtonVariant } from '../../components/Button';
import { Progress } from '../../components/Progress';
import {
  REPORT_FORMAT_DESCRIPTIONS,
  REPORT_FORMAT_LABELS,
  canBuildReport,
  planUnlockingReport,
  type ReportFormat,
} from './reportFormats';
import * as styles from './ExportMenu.css';

/** Every string the export menu shows. */
export const EXPORT_MENU_TEXT = {
  trigger: 'Export Analysis',
  menuLabel: 'Download as',
  locked: (plan: string) => `${plan} plan`,
  lockedName: (format: string, plan: string) => `${format}, needs the ${plan} plan`,
  building: (format: string) => `Building the ${format} file…`,
  downloaded: (fileName: string) => `Downloaded ${fileName}`,
  failed: (format: string) => `The ${format} export failed`,
  comparePlans: 'Compare plans',
} as const;

/** Where an export stands: nothing asked yet, the file being built, downloaded, or failed. */
export type ExportProgress =
  | { readonly phase: 'idle' }
  | { readonly phase: 'building'; readonly format: ReportFormat }
  | { readonly phase: 'downloaded'; readonly format: ReportFormat; readonly fileName: string }
  | { readonly phase: 'failed'; readonly format: ReportFormat; readonly message: string };

export const EXPORT_IDLE: ExportProgress = { phase: 'idle' };

export interface ExportMenuProps {
  /** The formats offered, in menu order (a property's four, or the portfolio's team files). */
  formats: readonly ReportFormat[];
  /** The plan (tier or subscription); formats it does not open are listed locked with the plan that does. */
  subscription: Tier | SubscriptionLike | null | undefined;
  /** A permitted format was chosen. */
  onExport: (format: ReportFormat) => void;
  /** What the last export is doing; while building, the menu cannot start another. */
  progress?: ExportProgress;
  /**
   * Why nothing can be exported yet (e.g. no saved strategy): shown at the top of the menu, and
   * every format is disabled.
   */
  unavailableReason?: string | null;
  /** Shown as a 'Compare plans' entry when some format is locked. */
  onUpgrade?: () => void;
  /** The trigger's text; 'Export Analysis' by default. */
  label?: string;
  variant?: ButtonVariant;
  /** Open the menu initially (stories). */
  defaultOpen?: boolean;
}

/**
 * Export Analysis: a keyboard-usable menu (arrow keys, Enter, Escape) of report formats. A
 * format the plan does not open is listed, disabled, with the name of the plan that opens it
 * (from the engine's `PLANS`). Under the trigger the export's progress, the downloaded file's
 * name, or the failure is written out.
 */
export function ExportMenu({
  formats,
  subscription,
  onExport,
  progress = EXPORT_IDLE,
  unavailableReason = null,
  onUpgrade,
  label = EXPORT_MENU_TEXT.trigger,
  variant = 'secondary',
  defaultOpen,
}: ExportMenuProps) {
  const building = progress.phase === 'building';
  const someLocked = formats.some((format) => !canBuildReport(subscription, format));
  return (
    <div className={styles.root}>
      <DropdownMenu.Root defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger asChild>
          <Button variant={variant} loading={building} aria-busy={building || undefined}>
            {label}
            <span className={styles.chevron} aria-hidden="true">
              ▾
            </span>
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
            <DropdownMenu.Label className={styles.label}>{EXPORT_MENU_TEXT.menuLabel}</DropdownMenu.Label>
            {unavailableReason ? <p className={styles.note}>{unavailableReason}</p> : null}
            {formats.map((format) => {
              const allowed = canBuildReport(subscription, format);
              const name = REPORT_FORMAT_LABELS[format];
              const plan = allowed ? null : planUnlockingReport(format).name;
              return (
                <DropdownMenu.Item
                  key={format}
                  className={styles.item}
                  disabled={!allowed || building || Boolean(unavailableReason)}
                  aria-label={plan ? EXPORT_MENU_TEXT.lockedName(name, plan) : undefined}
                  onSelect={() => onExport(format)}
                >
                  <span className={styles.itemText}>
                    <span className={styles.itemName}>{name}</span>
                    <span className={styles.itemDescription}>{REPORT_FORMAT_DESCRIPTIONS[format]}</span>
                  </span>
                  {plan ? (
                    <Badge tone="neutral" aria-hidden="true">
                      {EXPORT_MENU_TEXT.locked(plan)}
                    </Badge>
                  ) : null}
                </DropdownMenu.Item>
              );
            })}
            {someLocked && onUpgrade ? (
              <>
                <DropdownMenu.Separator className={styles.separator} />
                <DropdownMenu.Item className={styles.item} onSelect={onUpgrade}>
                  {EXPORT_MENU_TEXT.comparePlans}
                </DropdownMenu.Item>
              </>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ExportProgressLine progress={progress} />
    </div>
  );
}

function ExportProgressLine({ progress }: { progress: ExportProgress }) {
  switch (progress.phase) {
    case 'building':
      return (
        <div className={styles.progress} role="status">
          <Progress label={EXPORT_MENU_TEXT.building(REPORT_FORMAT_LABELS[progress.format])} value={null} />
        </div>
      );
    case 'downloaded':
      return (
        <p className={styles.status} role="status">
          {EXPORT_MENU_TEXT.downloaded(progress.fileName)}
        </p>
      );
    case 'failed':
      return (
        <p className={styles.error} role="alert">
          {EXPORT_MENU_TEXT.failed(REPORT_FORMAT_LABELS[progress.format])}: {progress.message}
        </p>
      );
    default:
      return null;
  }
}
