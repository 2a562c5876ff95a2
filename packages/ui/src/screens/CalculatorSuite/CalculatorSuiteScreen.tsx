import type { ReactElement } from 'react';
import {
  CALCULATOR_TABS,
  canUseCalculator,
  effectiveTier,
  hasFeature,
  isCalculatorTab,
  type BuyHoldResult,
  type BuyHoldValues,
  type CalculatorTab,
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
import { BrrrPanel, brrrFormDefaults } from './panels/BrrrPanel';
import { BuyHoldPanel, buyHoldFormDefaults } from './panels/BuyHoldPanel';
import { CreativeFinancingPanel, creativeFormDefaults } from './panels/CreativeFinancingPanel';
import { FixFlipPanel, fixFlipFormDefaults } from './panels/FixFlipPanel';
import { WholesalePanel, wholesaleFormDefaults } from './panels/WholesalePanel';
import * as styles from './CalculatorSuiteScreen.css';

/** Tab labels, in order (spec 2 §2). */
export const CALCULATOR_TAB_LABELS: Readonly<Record<CalculatorTab, string>> = {
  'buy-hold': 'Buy & Hold',
  'fix-flip': 'Fix & Flip',
  wholesale: 'Wholesale',
  'creative-financing': 'Creative',
  'rehab-reinvest': 'BRRRR',
};

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

export interface CalculatorSuiteScreenProps {
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
  /** 'Export Analysis' of the current tab. */
  onExport?: (tab: CalculatorTab) => void;
  /** 'Upgrade for AI Analysis' (scout only). */
  onUpgrade?: () => void;
  /** Buy & Hold: 'Calculate Returns' saves the strategy with these inputs and outputs. */
  onCalculateReturns?: (values: BuyHoldValues, result: BuyHoldResult) => void;
  savingStrategy?: boolean;
  strategySaved?: boolean;
  onGenerateAiSummary?: () => void;
  generatingSummary?: boolean;
  aiSummary?: string | null;
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
  onUpgrade,
  onCalculateReturns,
  savingStrategy,
  strategySaved,
  onGenerateAiSummary,
  generatingSummary,
  aiSummary,
}: CalculatorSuiteScreenProps) {
  const tier = effectiveTier(subscription);
  const known = isCalculatorTab(tab);
  const selected = properties?.find((p) => p.id === selectedPropertyId) ?? null;
  // A new property (or none) starts every calculator from its own defaults.
  const formKey = `property-${selected?.id ?? 'none'}`;

  const requestTab = (next: string) => {
    if (!isCalculatorTab(next) || next === tab) return;
    if (!canUseCalculator(subscription, next)) {
      onGateBlocked?.(next);
      return;
    }
    onTabChange(next);
  };

  const panels: Record<CalculatorTab, ReactElement> = {
    'buy-hold': (
      <BuyHoldPanel
        key={formKey}
        defaultValues={buyHoldFormDefaults(selected)}
        onCalculateReturns={onCalculateReturns}
        savingStrategy={savingStrategy}
        strategySaved={strategySaved}
        // Plans without AI summaries see the upsell instead of the button.
        onGenerateAiSummary={hasFeature(subscription, 'ai_summary') ? onGenerateAiSummary : undefined}
        generatingSummary={generatingSummary}
        aiSummary={aiSummary}
      />
    ),
    'fix-flip': <FixFlipPanel key={formKey} defaultValues={fixFlipFormDefaults(selected)} />,
    wholesale: <WholesalePanel key={formKey} defaultValues={wholesaleFormDefaults(selected)} />,
    'creative-financing': <CreativeFinancingPanel key={formKey} defaultValues={creativeFormDefaults('subject_to', selected)} />,
    'rehab-reinvest': <BrrrPanel key={formKey} defaultValues={brrrFormDefaults(selected)} />,
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
            <Button variant="secondary" onClick={() => onExport(tab)}>
              {CALCULATOR_SUITE_TEXT.export}
            </Button>
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
