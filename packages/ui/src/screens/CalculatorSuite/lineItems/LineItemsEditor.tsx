import { useRef } from 'react';
import { formatCurrency, MAX_LINE_ITEMS, type LineItemBasis, type LineItemFrequency, type LineItemKind } from '@rei/engine';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Field } from '../../../components/Field';
import { Input } from '../../../components/Input';
import { NumberInput } from '../../../components/NumberInput';
import { Select } from '../../../components/Select';
import {
  basesFor,
  frequenciesFor,
  frequencyForKind,
  LINE_BASIS_LABELS,
  LINE_FREQUENCY_LABELS,
  LINE_ITEM_KINDS,
  LINE_ITEM_TEXT,
  LINE_KIND_LABELS,
  lineDraftErrors,
  newLineDraft,
  type LineItemDraft,
  type LineItemMeasures,
} from './lineItemDrafts';
import type { CustomLinesAccess } from './customLinesAccess';
import * as styles from './LineItemsEditor.css';

export interface LineItemsEditorProps {
  lines: readonly LineItemDraft[];
  onLinesChange: (lines: LineItemDraft[]) => void;
  /** Whether the calculator has a rent (a `% of rent` line needs one). */
  hasRent: boolean;
  units?: number | undefined;
  squareFeet?: number | undefined;
  onUnitsChange: (units: number | undefined) => void;
  onSquareFeetChange: (squareFeet: number | undefined) => void;
  /** The plan's access: locked plans see the lines read-only with the plan that adds them. */
  access: CustomLinesAccess;
}

/** What a line's amount field measures, in its label ("Amount ($ per month)"). */
function amountLabel(line: LineItemDraft): string {
  const basis = line.basis ?? 'amount';
  const period = line.frequency === 'monthly' ? ' per month' : line.frequency === 'annual' ? ' per year' : ', once';
  return `${LINE_ITEM_TEXT.amount} (${LINE_BASIS_LABELS[basis]}${period})`;
}

function readOnlyAmount(line: LineItemDraft): string {
  const basis = line.basis ?? 'amount';
  if (line.amount === undefined) return '—';
  if (basis === 'amount') return `${formatCurrency(line.amount)} ${LINE_FREQUENCY_LABELS[line.frequency].toLowerCase()}`;
  return `${line.amount} ${LINE_BASIS_LABELS[basis]}, ${LINE_FREQUENCY_LABELS[line.frequency].toLowerCase()}`;
}

/**
 * The "Custom lines" card of a calculator: one group of fields per line (label, kind, amount,
 * frequency, how the amount is measured) with a Remove button, and "Add line", which puts the
 * focus on the new line's label. Every field is a labelled native control, so the whole editor
 * works from the keyboard; each field shows its own message (the engine's line rules) until it is
 * fixed. Units and floor area appear when a line is measured per unit or per square foot.
 * On a plan without custom inputs the card lists the lines read-only and names the plan that adds them.
 */
export function LineItemsEditor({ lines, onLinesChange, hasRent, units, squareFeet, onUnitsChange, onSquareFeetChange, access }: LineItemsEditorProps) {
  const labelRefs = useRef(new Map<number, HTMLInputElement>());
  const measures: LineItemMeasures = { hasRent, units, squareFeet };
  const update = (index: number, change: Partial<LineItemDraft>) =>
    onLinesChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const add = () => {
    const index = lines.length;
    onLinesChange([...lines, newLineDraft()]);
    // focus the new line's label once it is drawn
    requestAnimationFrame(() => labelRefs.current.get(index)?.focus());
  };
  const remove = (index: number) => onLinesChange(lines.filter((_, i) => i !== index));
  const usesUnits = lines.some((line) => line.basis === 'per_unit');
  const usesArea = lines.some((line) => line.basis === 'per_sqft');

  if (!access.allowed) {
    return (
      <Card title={LINE_ITEM_TEXT.title} headingLevel={3} description={access.lockedBy ? `Custom lines ${access.lockedBy}.` : LINE_ITEM_TEXT.locked(access.unlockPlan)}>
        {lines.length > 0 ? (
          <>
            <ul className={styles.list}>
              {lines.map((line, index) => (
                <li key={index} className={styles.note}>
                  {line.label || LINE_ITEM_TEXT.lineHeading(index)}: {LINE_KIND_LABELS[line.kind]}, {readOnlyAmount(line)}
                </li>
              ))}
            </ul>
            {access.lockedBy ? null : <p className={styles.note}>{LINE_ITEM_TEXT.lockedKept(access.unlockPlan)}</p>}
          </>
        ) : null}
        {access.onUpgrade && !access.lockedBy ? (
          <div className={styles.footer}>
            <Button variant="secondary" size="sm" onClick={access.onUpgrade}>
              {LINE_ITEM_TEXT.upgrade(access.unlockPlan)}
            </Button>
          </div>
        ) : null}
      </Card>
    );
  }

  return (
    <Card title={LINE_ITEM_TEXT.title} headingLevel={3} description={LINE_ITEM_TEXT.description}>
      {lines.length === 0 ? <p className={styles.note}>{LINE_ITEM_TEXT.empty}</p> : null}
      <ul className={styles.list} aria-label={LINE_ITEM_TEXT.title}>
        {lines.map((line, index) => {
          const errors = lineDraftErrors(line, measures);
          const heading = line.label.trim() || LINE_ITEM_TEXT.lineHeading(index);
          return (
            <li key={index} className={styles.line} aria-label={heading}>
              <div className={styles.lineHeader}>
                <h4 className={styles.lineHeading}>{heading}</h4>
                <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={LINE_ITEM_TEXT.remove(line.label)}>
                  Remove
                </Button>
              </div>
              <Field label={LINE_ITEM_TEXT.label} error={errors.label} className={styles.fullWidth}>
                <Input
                  ref={(element) => {
                    if (element) labelRefs.current.set(index, element);
                    else labelRefs.current.delete(index);
                  }}
                  value={line.label}
                  maxLength={200}
                  onChange={(event) => update(index, { label: event.target.value })}
                />
              </Field>
              <Field label={LINE_ITEM_TEXT.kind} error={errors.kind}>
                <Select
                  options={LINE_ITEM_KINDS.map((kind) => ({ value: kind, label: LINE_KIND_LABELS[kind] }))}
                  value={line.kind}
                  onValueChange={(value) => {
                    const kind = value as LineItemKind;
                    update(index, { kind, frequency: frequencyForKind(kind, line.frequency) });
                  }}
                />
              </Field>
              <Field label={LINE_ITEM_TEXT.frequency} error={errors.frequency}>
                <Select
                  options={frequenciesFor(line.kind).map((frequency) => ({ value: frequency, label: LINE_FREQUENCY_LABELS[frequency] }))}
                  value={line.frequency}
                  onValueChange={(value) => update(index, { frequency: value as LineItemFrequency })}
                />
              </Field>
              <Field label={LINE_ITEM_TEXT.basis} error={errors.basis}>
                <Select
                  options={basesFor(measures).map((basis) => ({ value: basis, label: LINE_BASIS_LABELS[basis] }))}
                  value={line.basis ?? 'amount'}
                  onValueChange={(value) => update(index, value === 'amount' ? { basis: undefined } : { basis: value as LineItemBasis })}
                />
              </Field>
              <Field label={amountLabel(line)} error={errors.amount}>
                <NumberInput
                  value={line.amount}
                  mode={line.basis === 'percent_of_price' || line.basis === 'percent_of_rent' ? 'percent' : 'currency'}
                  onValueChange={(amount) => update(index, { amount })}
                />
              </Field>
            </li>
          );
        })}
      </ul>
      {usesUnits || usesArea ? (
        <div className={styles.measures}>
          {usesUnits ? (
            <Field label={LINE_ITEM_TEXT.units}>
              <NumberInput value={units} mode="number" maxDecimals={0} onValueChange={onUnitsChange} />
            </Field>
          ) : null}
          {usesArea ? (
            <Field label={LINE_ITEM_TEXT.squareFeet}>
              <NumberInput value={squareFeet} mode="number" maxDecimals={0} onValueChange={onSquareFeetChange} />
            </Field>
          ) : null}
        </div>
      ) : null}
      <div className={styles.footer}>
        <Button variant="secondary" size="sm" onClick={add} disabled={lines.length >= MAX_LINE_ITEMS}>
          {LINE_ITEM_TEXT.add}
        </Button>
        {lines.length >= MAX_LINE_ITEMS ? <p className={styles.note}>{LINE_ITEM_TEXT.full}</p> : null}
      </div>
    </Card>
  );
}
