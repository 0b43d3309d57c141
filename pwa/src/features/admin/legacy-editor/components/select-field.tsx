import { IonSelect, IonSelectOption } from '@ionic/react';
import { useId } from 'react';
import { WIDE_SCREEN_QUERY, useMediaQuery } from '../../../../lib/use-media-query';
import { VALUE_LABELS } from '../domain/value-lists';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  /** Offer 'Not set' (a blank value) first; the default. */
  allowBlank?: boolean;
}

const NOT_SET = '__not_set__';

/**
 * One of the spec's value lists as an Ionic select (a popover on wide screens, an action sheet on
 * phones). A stored value outside the list is still offered, so opening a project never changes it.
 */
export function SelectField({ label, value, options, onChange, allowBlank = true }: SelectFieldProps) {
  const id = useId();
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const choices = value && !options.includes(value) ? [value, ...options] : [...options];
  return (
    <div className="le-field">
      <span className="le-label" id={id}>
        {label}
      </span>
      <IonSelect
        className="le-select"
        aria-labelledby={id}
        interface={wide ? 'popover' : 'action-sheet'}
        interfaceOptions={wide ? undefined : { header: label }}
        placeholder="Not set"
        value={value || (allowBlank ? NOT_SET : undefined)}
        onIonChange={(e) => {
          const v = String(e.detail.value ?? '');
          onChange(v === NOT_SET ? '' : v);
        }}
      >
        {allowBlank && <IonSelectOption value={NOT_SET}>Not set</IonSelectOption>}
        {choices.map((o) => (
          <IonSelectOption key={o} value={o}>
            {VALUE_LABELS[o] ?? o}
          </IonSelectOption>
        ))}
      </IonSelect>
    </div>
  );
}
