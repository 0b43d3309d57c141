/**
 * The valuation form's answers as thumb-sized controls: chips for every choice (city, type, BHK,
 * unit, age), a stepper for the floor, and the locality typed with the city's localities offered
 * as chips below (counted live listings, GET /api/valuation/localities).
 */
import {
  VALUATION_AGES,
  VALUATION_AREA_UNITS,
  VALUATION_CITIES,
  VALUATION_TYPES,
} from '@propai/api/domain/valuation/valuation-input';
import type { ReactNode } from 'react';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { useLocalities } from '../api/valuation-api';
import type { FormErrors, ValuationForm } from '../domain/valuation-form';

type Set = <K extends keyof ValuationForm>(key: K, value: ValuationForm[K]) => void;

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const BHKS = Array.from({ length: 10 }, (_, i) => ({
  value: String(i + 1),
  label: i === 9 ? '10' : String(i + 1),
}));
const floorName = (n: number) => (n === 0 ? 'Ground' : `Floor ${n}`);

export function Question({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="vl-q" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {children}
      {error && (
        <p className="post-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function PlaceFields({ form, set, errors }: { form: ValuationForm; set: Set; errors: FormErrors }) {
  const localities = useLocalities(form.city);
  const typed = form.locality.trim().toLowerCase();
  const offered =
    localities.status === 'ready'
      ? localities.result.data.items.filter((l) => !typed || l.name.toLowerCase().includes(typed)).slice(0, 8)
      : [];
  return (
    <>
      <Question id="vl-city" label="City" error={errors.city}>
        <ChoiceChips
          label="City"
          multiple={false}
          options={opts(VALUATION_CITIES)}
          value={form.city}
          onChange={(v) => set('city', String(v) as ValuationForm['city'])}
        />
      </Question>
      <div className="post-field vl-locality">
        <label htmlFor="vl-locality">Locality</label>
        <input
          id="vl-locality"
          value={form.locality}
          onChange={(e) => set('locality', e.target.value)}
          placeholder="e.g. Sector 45"
          autoComplete="off"
          aria-invalid={Boolean(errors.locality)}
          aria-describedby={errors.locality ? 'vl-locality-error' : 'vl-locality-hint'}
        />
        {errors.locality ? (
          <p className="post-field-error" id="vl-locality-error">
            {errors.locality}
          </p>
        ) : (
          <p className="post-hint" id="vl-locality-hint">
            {form.city
              ? 'Localities with listings in this city:'
              : 'Choose the city first to see its localities.'}
          </p>
        )}
        {offered.length > 0 && (
          <div className="chip-row vl-suggest" role="group" aria-label="Localities">
            {offered.map((l) => (
              <button
                key={l.name}
                type="button"
                className="chip"
                aria-pressed={l.name === form.locality}
                onClick={() => set('locality', l.name)}
              >
                {l.name} · {l.listings}
              </button>
            ))}
          </div>
        )}
      </div>
    </>
  );
}

export function HomeFields({ form, set, errors }: { form: ValuationForm; set: Set; errors: FormErrors }) {
  return (
    <>
      <Question id="vl-type" label="Property type">
        <ChoiceChips
          label="Property type"
          multiple={false}
          options={opts(VALUATION_TYPES)}
          value={form.propertyType}
          onChange={(v) => set('propertyType', String(v) as ValuationForm['propertyType'])}
        />
      </Question>
      {form.propertyType !== 'Plot' && (
        <Question id="vl-bhk" label="Bedrooms (BHK)" error={errors.bhk}>
          <ChoiceChips
            label="Bedrooms (BHK)"
            multiple={false}
            options={BHKS}
            value={form.bhk === null ? '' : String(form.bhk)}
            onChange={(v) => set('bhk', Number(v))}
          />
        </Question>
      )}
      <div className="post-field">
        <label htmlFor="vl-area">{form.propertyType === 'Plot' ? 'Plot area' : 'Super built-up area'}</label>
        <input
          id="vl-area"
          value={form.area}
          onChange={(e) => set('area', e.target.value.replace(/[^\d.]/g, ''))}
          inputMode="decimal"
          placeholder="e.g. 1500"
          aria-invalid={Boolean(errors.area)}
          aria-describedby={errors.area ? 'vl-area-error' : undefined}
        />
        {errors.area && (
          <p className="post-field-error" id="vl-area-error">
            {errors.area}
          </p>
        )}
        <ChoiceChips
          label="Area unit"
          multiple={false}
          options={opts(VALUATION_AREA_UNITS)}
          value={form.areaUnit}
          onChange={(v) => set('areaUnit', String(v) as ValuationForm['areaUnit'])}
        />
      </div>
    </>
  );
}

/** Floor and age: optional, recorded with the valuation; the page says they do not move the figure. */
export function DetailFields({ form, set }: { form: ValuationForm; set: Set }) {
  const floor = form.floor;
  return (
    <>
      {form.propertyType !== 'Plot' && (
        <Question id="vl-floor" label="Floor (optional)">
          <div className="vl-stepper">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label="One floor lower"
              disabled={floor === null || floor === 0}
              onClick={() => set('floor', Math.max(0, (floor ?? 0) - 1))}
            >
              −
            </button>
            <output aria-live="polite">{floor === null ? 'Not given' : floorName(floor)}</output>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label="One floor higher"
              disabled={floor === 200}
              onClick={() => set('floor', floor === null ? 0 : floor + 1)}
            >
              +
            </button>
            {floor !== null && (
              <button type="button" className="vl-link" onClick={() => set('floor', null)}>
                Clear
              </button>
            )}
          </div>
        </Question>
      )}
      <Question id="vl-age" label="Age of the property (optional)">
        <ChoiceChips
          label="Age of the property"
          multiple={false}
          options={opts(VALUATION_AGES)}
          value={form.age ?? ''}
          onChange={(v) => set('age', (v === form.age ? null : String(v)) as ValuationForm['age'])}
        />
      </Question>
    </>
  );
}
