import { useState } from 'react';
import { Card } from '../../../components/Card';
import { Switch } from '../../../components/Switch';
import { fieldInputMode, type BooleanKey, type NumberFieldSpec, type NumberKey } from '../calculatorFormDefinition';
import type { CalculatorForm } from '../useCalculatorForm';
import { PrefillSourceTag, shownSource, usePrefillSources } from '../prefill';
import { CalculatorField } from './CalculatorField';
import { isLockedField, PRESET_LOCK_TEXT, usePresetLocks } from '../presets/presetLocks';
import * as styles from './calculatorParts.css';

/**
 * A calculator's input cards, drawn from its declared sections: each section is a card
 * (an h3 title) with its number fields in a two-column grid, then its switch and, while the
 * switch is on, the switch's own fields. Each field shows the engine's message for it.
 */
export function CalculatorFieldList<V extends object, R>({ form }: { form: CalculatorForm<V, R> }) {
  const { values, setValue, sections, calculation } = form;
  // A value prefilled from the property's record says where it came from, under the field.
  // Once edited, a field says "your input", or nothing when cleared (never a stale source).
  const sources = usePrefillSources();
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  // A field a team preset locked is shown, not editable, and says which preset (and version) locked it.
  const locks = usePresetLocks();
  const hintOf = (spec: NumberFieldSpec<NumberKey<V>>) => {
    if (locks && isLockedField(locks, spec.key)) return PRESET_LOCK_TEXT.lockedBy(locks);
    const source = shownSource(sources[spec.key], { edited: edited.has(spec.key), value: values[spec.key] });
    if (!source) return spec.hint;
    return (
      <>
        {spec.hint ? <span>{spec.hint}</span> : null}
        <PrefillSourceTag source={source} />
      </>
    );
  };
  const renderField = (spec: NumberFieldSpec<NumberKey<V>>) => (
    <CalculatorField
      key={spec.key}
      name={spec.key}
      label={spec.label}
      mode={fieldInputMode(spec.unit)}
      maxDecimals={spec.decimals}
      hint={hintOf(spec)}
      value={values[spec.key] as number | undefined}
      onValueChange={(value) => {
        if (!edited.has(spec.key)) setEdited((keys) => new Set(keys).add(spec.key));
        setValue(spec.key, value as V[NumberKey<V>]);
      }}
      error={calculation.fieldErrors[spec.key]}
      disabled={isLockedField(locks, spec.key)}
    />
  );
  return (
    <>
      {sections.map(({ title, fields, toggle }, index) => (
        // Keyed by position, so a section whose title follows the values (the creative strategy) keeps its inputs.
        <Card key={index} title={title} headingLevel={3}>
          {fields.length > 0 ? <div className={styles.fieldGrid}>{fields.map(renderField)}</div> : null}
          {toggle ? (
            <>
              <Switch
                label={toggle.label}
                description={toggle.description}
                checked={values[toggle.key] === true}
                onCheckedChange={(checked) => setValue(toggle.key, checked as V[BooleanKey<V>])}
              />
              {values[toggle.key] === true ? toggle.fields.map(renderField) : null}
            </>
          ) : null}
        </Card>
      ))}
    </>
  );
}
