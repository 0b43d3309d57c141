import { useState } from 'react';
import { type DatePrecision, precisionOf } from '../domain/date-precision';
import { TextField } from './text-field';

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The picker for a blank field: a month for possession dates, a day for events. */
  blank: DatePrecision;
  hint?: string;
  error?: string;
}

/** A month or day picker (the phone's wheel) that keeps the precision the value already has. */
export function DateField({ label, value, onChange, blank, hint, error }: DateFieldProps) {
  // Fixed while the field is cleared and typed again, so the picker does not change under the thumb.
  const [initial] = useState(() => precisionOf(value, blank));
  const type = value ? precisionOf(value, initial) : initial;
  return <TextField label={label} type={type} value={value} onChange={onChange} hint={hint} error={error} />;
}
