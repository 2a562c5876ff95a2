import type { ReactElement } from 'react';
import {
  CALCULATOR_TAB_STRATEGIES,
  CALCULATOR_TABS,
  canUseCalculator,
  effectiveTier,
  hasFeature,
  isCalculatorTab,
  splitPropertyFigures,
  type CalculatorTab,
  type DealPrefill,
  type Property,
  type SubscriptionLike,
  type Tier,
} from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Select, type SelectOption } from '../../components/Select';
import { Tabs } from '../../components/Tabs';
import { cityLine } from '../PropertyDetail/propertyDetailModel';
import { brrrFormDefaults } from './forms/brrrForm';
import { buyHoldFormDefaults } from './forms/buyHoldForm';
import { creativeFormDefaults } from './forms/creativeFinancingForm';
import { fixFlipFormDefaults } from './forms/fixFlipForm';
import { wholesaleFormDefaults } from './forms/wholesaleForm';
import { ExportMenu, type ExportProgress } from '../Reports/ExportMenu';
import { PROPERTY_REPORT_FORMATS, type ReportFormat } from '../Reports/reportFormats';
import { BrrrPanel } from './panels/BrrrPanel';
import { BuyHoldPanel, type BuyHoldPanelProps } from './panels/BuyHoldPanel';
import { CreativeFinancingPanel } from './panels/CreativeFinancingPanel';
import { FixFlipPanel } from './panels/FixFlipPanel';
import { WholesalePanel } from './panels/WholesalePanel';
import { CustomLinesAccessProvider, customLinesAccessFor } from './lineItems';
import { PRESET_PICKER_TEXT, PresetLocksProvider, PresetPicker, propertyFigureLabels, type AppliedPreset, type CalculatorPresets } from './presets';
import { DealSaveProvider, type DealSaveRequest, type DealSaveState, type SavedDealState } from './parts/DealSave';
import { prefilledProperty, PrefillFollowersProvider, prefillFollowers, PrefillSourcesProvider, tabPrefill, withPrefill, type PrefillSources } from './prefill';
import * as styles from './CalculatorSuiteScreen.css';

/** The label of each calculator tab; the tabs appear in the engine's `CALCULATOR_TABS` order. */
export const CALCULATOR_TAB_LABELS: Readonly<Record<CalculatorTab, string>> = {
  'buy-hold': 'Buy & Hold',
  'fix-flip': 'Fix & Flip',
  wholesale: 'Wholesale',
  'creative-financing': 'Creative',
  'rehab-reinvest': 'BRRRR',
};

/** The strategy word a deal's default name starts with ("Buy & Hold — 123 Main St"). */
export const CALCULATOR_DEAL_NAMES: Readonly<Record<CalculatorTab, string>> = {
  'buy-hold': 'Buy & Hold',
  'fix-flip': 'Fix & Flip',
  wholesale: 'Wholesale',
  'creative-financing': 'Creative Financing',
  'rehab-reinvest': 'BRRRR',
};

/** A deal's starting name: the strategy and the property's address, or "standalone" without one. */
export function defaultDealName(tab: CalculatorTab, address: string | null | undefined): string {
  return `${CALCULATOR_DEAL_NAMES[tab]} — ${address?.trim() || 'standalone'}`;
}

/** Saving the calculators' analyses as deals: the saved deal (on its own tab) and the save action. */
export interface CalculatorDealSaving {
  /** The deal on screen (opened with ?dealId= or just saved), or null for a new analysis. */
  readonly saved: SavedDealState | null;
  /** The tab of the saved deal's strategy; its form starts from the saved inputs. */
  readonly savedTab: CalculatorTab | null;
  readonly saving?: boolean;
  /** The last save was refused because someone saved a newer version. */
  readonly staleVersion?: boolean;
  readonly onReload?: () => void;
  readonly onSave: (tab: CalculatorTab, request: DealSaveRequest) => void;
  /** Why this account cannot save at all (the read-only demo account), said before a save is tried. */
  readonly blockedReason?: string | null;
  /**
   * Assumption presets (issue 32): a new deal may start from one (its inputs and custom lines
   * fill the form); a team preset's locked fields are shown locked. Absent hides the choice.
   */
  readonly presets?: CalculatorPresets | null;
  /** "Save inputs as preset" under a tab's results: the app offers them to the preset manager. */
  readonly onSaveAsPreset?: (tab: CalculatorTab, inputs: Record<string, unknown>) => void;
}

export const CALCULATOR_SUITE_TEXT = {
  title: 'Investment Calculators',
  subtitle: 'Every result is recalculated as you type.',
  unknownTab: 'Please select a calculator type',
  propertyLabel: 'Property',
  noProperty: 'No property selected',
  loadingProperties: 'Loading properties...',
  noProperties: 'No properties found',
  export: 'Export Analysis',
  upsellTitle: 'AI investment analysis',
  upsellText: 'Get an AI-written investment thesis, risk assessment and neighborhood insights for every saved Buy & Hold strategy.',
  upsellButton: 'Upgrade for AI Analysis',
  locked: 'Upgrade',
} as const;

const NO_PROPERTY = 'none';
const NO_PROPERTIES = 'empty';

/** The Buy & Hold props the suite passes through: saving the strategy and the AI summary. */
type BuyHoldPassThrough = Pick<
  BuyHoldPanelProps,
  'onCalculateReturns' | 'savingStrategy' | 'strategySaved' | 'onGenerateAiSummary' | 'generatingSummary' | 'aiSummary'
>;

export interface CalculatorSuiteScreenProps extends BuyHoldPassThrough {
  /** The tab from the URL (/calculator/{tab}); anything unknown shows 'Please select a calculator type'. */
  tab: string;
  /** A permitted tab was chosen: the app replaces the URL with /calculator/{tab}. */
  onTabChange: (tab: CalculatorTab) => void;
  /** The user's plan (tier or subscription); scout when unknown. */
  subscription?: Tier | SubscriptionLike | null;
  /** A scout user tried a locked calculator: the app shows 'Feature unavailable' and the tab stays. */
  onGateBlocked?: (tab: CalculatorTab) => void;
  /** Portfolio properties for the selector; `null`/absent hides the selector. */
  properties?: readonly Property[] | null;
  propertiesLoading?: boolean;
  selectedPropertyId?: number | null;
  onSelectProperty?: (propertyId: number | null) => void;
  /**
   * A format chosen in the 'Export Analysis' menu (CSV, Excel, PDF, branded PDF; the plan's
   * locked ones name the plan that opens them), with the current tab.
   */
  onExport?: (format: ReportFormat, tab: CalculatorTab) => void;
  /** Where the export stands: building, downloaded or failed. */
  exportProgress?: ExportProgress;
  /** Why nothing can be exported yet (e.g. the analysis is not saved); shown in the menu. */
  exportUnavailableReason?: string | null;
  /** 'Upgrade for AI Analysis' (scout only). */
  onUpgrade?: () => void;
  /**
   * The selected property's values from its record (the engine's `dealPrefill`: price, rent,
   * units, NYC tax and costs), each with its source, shown under the fields it fills. The
   * calculators start over when it arrives.
   */
  prefill?: DealPrefill | null;
  /**
   * Saving each tab's analysis as a deal (a name field, Save and "Saved as version N"); absent
   * hides the save bar. The saved deal's tab starts from exactly its saved inputs, which win
   * over the record's prefill and the calculator's sample defaults.
   */
  dealSaving?: CalculatorDealSaving | null;
}

/**
 * The calculator suite: five tabs (Buy & Hold, Fix & Flip, Wholesale, Creative, BRRRR)
 * kept in step with the URL through `tab`/`onTabChange`, a property selector that pre-fills
 * the calculators, the tier gate (the engine's `canUseCalculator`: a locked tab is refused
 * and reported through `onGateBlocked`), the AI upsell for scout users and Export Analysis.
 */
export function CalculatorSuiteScreen({
  tab,
  onTabChange,
  subscription = null,
  onGateBlocked,
  properties,
  propertiesLoading = false,
  selectedPropertyId = null,
  onSelectProperty,
  onExport,
  exportProgress,
  exportUnavailableReason = null,
  onUpgrade,
  onCalculateReturns,
  savingStrategy,
  strategySaved,
  onGenerateAiSummary,
  generatingSummary,
  aiSummary,
  prefill = null,
  dealSaving = null,
}: CalculatorSuiteScreenProps) {
  const tier = effectiveTier(subscription);
  const known = isCalculatorTab(tab);
  const selected = properties?.find((p) => p.id === selectedPropertyId) ?? null;
  // A new property (or none) starts every calculator from its own defaults.
  // A saved deal (and each new version of it) starts the calculators over from its saved inputs.
  const savedDeal = dealSaving?.saved ?? null;
  // A preset chosen for a new deal starts its tab over from the preset's values.
  const applied = dealSaving?.presets?.applied ?? null;
  const presetKey = applied && !savedDeal ? `-preset-${applied.tab}-${applied.preset.id ?? 'saved'}-v${applied.preset.version}` : '';
  // The saved deal's own tab holds exactly its saved inputs, so only another version starts it over:
  // the portfolio or the record arriving after the deal must not wipe what the investor has typed since.
  const formKeyFor = (tabName: CalculatorTab) =>
    savedDeal && dealSaving?.savedTab === tabName
      ? `deal-${savedDeal.id}-v${savedDeal.version}`
      : `property-${selected?.id ?? 'none'}${prefill ? '-record' : ''}${savedDeal ? `-deal-${savedDeal.id}-v${savedDeal.version}` : ''}${presetKey}`;
  const recordProperty = prefilledProperty(selected, prefill);
  // What a preset lays over a tab: with a property chosen, only its terms, never another
  // property's price, rent or costs that a preset saved before that rule may hold.
  const presetOn = (tabName: CalculatorTab): { preset: AppliedPreset; values: Readonly<Record<string, unknown>>; heldBack: readonly string[] } | null => {
    const preset = applied?.tab === tabName ? applied.preset : null;
    if (!preset) return null;
    if (!selected) return { preset, values: preset.values, heldBack: [] };
    const { terms, figures } = splitPropertyFigures(preset.values);
    return { preset, values: terms, heldBack: figures };
  };
  // Each tab starts from its defaults with the record's values laid over, and names their sources;
  // the saved deal's own tab starts from exactly its saved inputs.
  const fromRecord = <V extends object>(tabName: CalculatorTab, defaults: V): V => {
    const fromProperty = withPrefill(defaults, tabPrefill(tabName, prefill));
    // The preset's terms and lines over the record's figures: the team's terms win over the record's guesses.
    const laid = presetOn(tabName);
    const start = laid
      ? ({ ...fromProperty, ...laid.values, ...(laid.preset.lineItems.length > 0 ? { lineItems: laid.preset.lineItems } : {}) } as V)
      : fromProperty;
    if (!savedDeal || dealSaving?.savedTab !== tabName) return start;
    // The saved inputs are every value the form held: a field missing from them was left empty
    // (Fix & Flip's ARV), so it starts empty again rather than from a default.
    const emptied = Object.fromEntries(Object.keys(start).map((key) => [key, undefined]));
    return { ...emptied, ...savedDeal.inputs } as V;
  };
  const dealStateFor = (tabName: CalculatorTab): DealSaveState | null =>
    dealSaving
      ? {
          defaultName: defaultDealName(tabName, selected?.address),
          saved: dealSaving.savedTab === tabName ? savedDeal : null,
          saving: dealSaving.saving,
          staleVersion: dealSaving.savedTab === tabName ? dealSaving.staleVersion : false,
          onReload: dealSaving.onReload,
          onSave: (request) => dealSaving.onSave(tabName, request),
          blockedReason: dealSaving.blockedReason ?? null,
          onSaveAsPreset: dealSaving.onSaveAsPreset ? (inputs) => dealSaving.onSaveAsPreset?.(tabName, inputs) : undefined,
        }
      : null;
  // A reopened deal names where each saved value came from as it was saved ("your input" for
  // what the investor typed), over the record's sources for the fields it left empty.
  const sourcesFor = (tabName: CalculatorTab): PrefillSources => {
    const recordSources = tabPrefill(tabName, prefill).sources;
    // A value the preset filled names the preset and its version.
    const laid = presetOn(tabName);
    const fromRecordSources: PrefillSources = laid
      ? {
          ...recordSources,
          ...(Object.fromEntries(Object.keys(laid.values).map((key) => [key, { kind: 'preset', label: `preset ${laid.preset.name} v${laid.preset.version}`, note: null }])) as unknown as PrefillSources),
        }
      : recordSources;
    if (!savedDeal?.inputSources || dealSaving?.savedTab !== tabName) return fromRecordSources;
    return { ...fromRecordSources, ...(savedDeal.inputSources as unknown as PrefillSources) };
  };
  // NYC closing costs follow the price and loan on screen; a new analysis sizes them once on
  // open (the record's figure assumed a bank loan at 25 % down), a reopened deal opens as saved.
  const followersFor = (tabName: CalculatorTab) => ({
    followers: prefillFollowers(tabName, prefill),
    sizeOnOpen: !(savedDeal && dealSaving?.savedTab === tabName),
  });
  // Custom lines are the plan's `custom_calculators` feature (Operator and up); lower plans see them locked.
  const linesAccess = customLinesAccessFor(subscription, onUpgrade);
  // Only a team (organization) preset locks fields.
  const locksFor = (tabName: CalculatorTab) =>
    applied?.tab === tabName && applied.preset.scope === 'organization'
      ? { name: applied.preset.name, version: applied.preset.version, fields: applied.preset.lockedFields }
      : null;
  const presets = dealSaving?.presets ?? null;
  const heldBackNote = (tabName: CalculatorTab): string | null => {
    const laid = presetOn(tabName);
    if (!laid || laid.heldBack.length === 0 || !selected) return null;
    return PRESET_PICKER_TEXT.heldBack(propertyFigureLabels(CALCULATOR_TAB_STRATEGIES[tabName], laid.heldBack), selected.address);
  };
  const withSources = (tabName: CalculatorTab, panel: ReactElement) => (
    <PrefillSourcesProvider key={formKeyFor(tabName)} sources={sourcesFor(tabName)}>
      <PrefillFollowersProvider value={followersFor(tabName)}>
        <CustomLinesAccessProvider value={linesAccess}>
          <PresetLocksProvider value={locksFor(tabName)}>
            {presets ? (
              <PresetPicker
                tab={tabName}
                presets={presets}
                savedDeal={savedDeal !== null && dealSaving?.savedTab === tabName}
                heldBack={heldBackNote(tabName)}
              />
            ) : null}
            <DealSaveProvider value={dealStateFor(tabName)}>{panel}</DealSaveProvider>
          </PresetLocksProvider>
        </CustomLinesAccessProvider>
      </PrefillFollowersProvider>
    </PrefillSourcesProvider>
  );

  const requestTab = (next: string) => {
    if (!isCalculatorTab(next) || next === tab) return;
    if (!canUseCalculator(subscription, next)) {
      onGateBlocked?.(next);
      return;
    }
    onTabChange(next);
  };

  const panels: Record<CalculatorTab, ReactElement> = {
    'buy-hold': withSources(
      'buy-hold',
      <BuyHoldPanel
        defaultValues={fromRecord('buy-hold', buyHoldFormDefaults(recordProperty))}
        onCalculateReturns={onCalculateReturns}
        savingStrategy={savingStrategy}
        strategySaved={strategySaved}
        // Plans without AI summaries see the upsell instead of the button.
        onGenerateAiSummary={hasFeature(subscription, 'ai_summary') ? onGenerateAiSummary : undefined}
        generatingSummary={generatingSummary}
        aiSummary={aiSummary}
      />,
    ),
    'fix-flip': withSources('fix-flip', <FixFlipPanel defaultValues={fromRecord('fix-flip', fixFlipFormDefaults(recordProperty))} />),
    wholesale: withSources('wholesale', <WholesalePanel defaultValues={fromRecord('wholesale', wholesaleFormDefaults(recordProperty))} />),
    'creative-financing': withSources(
      'creative-financing',
      <CreativeFinancingPanel defaultValues={fromRecord('creative-financing', creativeFormDefaults('subject_to', recordProperty))} />,
    ),
    'rehab-reinvest': withSources('rehab-reinvest', <BrrrPanel defaultValues={fromRecord('rehab-reinvest', brrrFormDefaults(recordProperty))} />),
  };

  const propertyOptions: SelectOption[] = [
    { value: NO_PROPERTY, label: CALCULATOR_SUITE_TEXT.noProperty },
    ...(properties ?? [])
      .filter((p): p is Property & { id: number } => typeof p.id === 'number')
      .map((p) => ({ value: String(p.id), label: [p.address, cityLine(p)].filter(Boolean).join(', ') })),
  ];
  if (!propertiesLoading && properties && properties.length === 0) {
    propertyOptions.push({ value: NO_PROPERTIES, label: CALCULATOR_SUITE_TEXT.noProperties, disabled: true });
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{CALCULATOR_SUITE_TEXT.title}</h1>
          <p className={styles.subtitle}>{CALCULATOR_SUITE_TEXT.subtitle}</p>
        </div>
        <div className={styles.headerActions}>
          {properties !== undefined && properties !== null ? (
            <div className={styles.selector}>
              <Field label={CALCULATOR_SUITE_TEXT.propertyLabel}>
                <Select
                  options={propertyOptions}
                  value={propertiesLoading ? undefined : selected ? String(selected.id) : NO_PROPERTY}
                  placeholder={propertiesLoading ? CALCULATOR_SUITE_TEXT.loadingProperties : CALCULATOR_SUITE_TEXT.noProperty}
                  disabled={propertiesLoading}
                  onValueChange={(value) => onSelectProperty?.(value === NO_PROPERTY || value === NO_PROPERTIES ? null : Number(value))}
                />
              </Field>
            </div>
          ) : null}
          {onExport && known ? (
            <ExportMenu
              label={CALCULATOR_SUITE_TEXT.export}
              formats={PROPERTY_REPORT_FORMATS}
              subscription={subscription}
              onExport={(format) => onExport(format, tab)}
              progress={exportProgress}
              unavailableReason={exportUnavailableReason}
              onUpgrade={onUpgrade}
            />
          ) : null}
        </div>
      </header>

      {tier === 'scout' ? (
        <section className={styles.upsell} aria-labelledby="calculator-upsell-title">
          <div>
            <h2 id="calculator-upsell-title" className={styles.upsellTitle}>
              {CALCULATOR_SUITE_TEXT.upsellTitle}
            </h2>
            <p className={styles.upsellText}>{CALCULATOR_SUITE_TEXT.upsellText}</p>
          </div>
          <Button onClick={onUpgrade}>{CALCULATOR_SUITE_TEXT.upsellButton}</Button>
        </section>
      ) : null}

      {known ? (
        <Tabs
          aria-label="Calculators"
          value={tab}
          onValueChange={requestTab}
          items={CALCULATOR_TABS.map((value) => ({
            value,
            label: canUseCalculator(subscription, value) ? (
              CALCULATOR_TAB_LABELS[value]
            ) : (
              <>
                {CALCULATOR_TAB_LABELS[value]}
                <Badge tone="neutral" className={styles.lock}>
                  {CALCULATOR_SUITE_TEXT.locked}
                </Badge>
              </>
            ),
            content: panels[value],
          }))}
        />
      ) : (
        <>
          <nav aria-label="Calculators" className={styles.unknownNav}>
            {CALCULATOR_TABS.map((value) => (
              <Button key={value} variant="secondary" size="sm" onClick={() => requestTab(value)}>
                {CALCULATOR_TAB_LABELS[value]}
              </Button>
            ))}
          </nav>
          <p className={styles.unknown} role="status">
            {CALCULATOR_SUITE_TEXT.unknownTab}
          </p>
        </>
      )}
    </div>
  );
}
