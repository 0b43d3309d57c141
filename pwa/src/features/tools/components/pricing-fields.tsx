/**
 * The pricing tool's questions as thumb-sized controls: chips for every choice, the locality typed
 * with the city's localities offered as chips (counted live listings, GET /api/valuation/localities),
 * the area on the number pad with its unit, and the asking figure on the money tools' NumberField.
 */
import {
  VALUATION_AREA_UNITS,
  VALUATION_CITIES,
  VALUATION_TYPES,
  hasBedrooms,
} from '@propai/api/domain/valuation/valuation-input';
import type { ReactNode } from 'react';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { useLocalities } from '../api/pricing-api';
import { PRICE_SPEC, RENT_SPEC, dealOf, type PricingErrors, type PricingForm } from '../domain/pricing-form';
import { NumberField } from './number-field';

type Update = (patch: Partial<PricingForm>) => void;

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const BHKS = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const DEALS = [
  { value: 'sale', label: 'Selling' },
  { value: 'rent', label: 'Renting out' },
];

function Question({
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
    <fieldset className="tl-q" id={id} aria-describedby={error ? `${id}-error` : undefined}>
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

export function PricingFields({
  form,
  update,
  errors,
}: {
  form: PricingForm;
  update: Update;
  /** Shown once the seller has started on the home (a blank form is not a list of mistakes). */
  errors: PricingErrors;
}) {
  const localities = useLocalities(form.city);
  const typed = form.locality.trim().toLowerCase();
  const offered =
    localities.status === 'ready'
      ? localities.result.data.items.filter((l) => !typed || l.name.toLowerCase().includes(typed)).slice(0, 8)
      : [];
  const deal = dealOf(form);
  return (
    <>
      {form.propertyType !== 'Plot' && (
        <Question id="pr-deal" label="You are">
          <ChoiceChips
            label="You are"
            multiple={false}
            options={DEALS}
            value={deal}
            onChange={(v) => update({ deal: v === 'rent' ? 'rent' : 'sale' })}
          />
        </Question>
      )}
      <Question id="pr-city" label="City" error={errors.city}>
        <ChoiceChips
          label="City"
          multiple={false}
          options={opts(VALUATION_CITIES)}
          value={form.city}
          onChange={(v) =>
            update({
              city: String(v) as PricingForm['city'],
              ...(v !== form.city ? { locality: '' } : {}),
            })
          }
        />
      </Question>
      <div className="post-field tl-text-field">
        <label htmlFor="pr-locality">Locality</label>
        <input
          id="pr-locality"
          value={form.locality}
          onChange={(e) => update({ locality: e.target.value.slice(0, 100) })}
          placeholder="e.g. Sector 45"
          autoComplete="off"
          aria-invalid={Boolean(errors.locality)}
          aria-describedby={errors.locality ? 'pr-locality-error' : 'pr-locality-hint'}
        />
        {errors.locality ? (
          <p className="post-field-error" id="pr-locality-error">
            {errors.locality}
          </p>
        ) : (
          <p className="post-hint" id="pr-locality-hint">
            {form.city
              ? 'Localities with live listings in this city:'
              : 'Choose the city first to see its localities.'}
          </p>
        )}
        {offered.length > 0 && (
          <div className="chip-row tl-suggest" role="group" aria-label="Localities">
            {offered.map((l) => (
              <button
                key={l.name}
                type="button"
                className="chip"
                aria-pressed={l.name === form.locality}
                onClick={() => update({ locality: l.name })}
              >
                {l.name} · {l.listings}
              </button>
            ))}
          </div>
        )}
      </div>
      <Question id="pr-type" label="Property type">
        <ChoiceChips
          label="Property type"
          multiple={false}
          options={opts(VALUATION_TYPES)}
          value={form.propertyType}
          onChange={(v) => update({ propertyType: String(v) as PricingForm['propertyType'] })}
        />
      </Question>
      {hasBedrooms(form.propertyType) && (
        <Question id="pr-bhk" label="Bedrooms (BHK)" error={errors.bhk}>
          <ChoiceChips
            label="Bedrooms (BHK)"
            multiple={false}
            options={BHKS}
            value={form.bhk === null ? '' : String(form.bhk)}
            onChange={(v) => update({ bhk: Number(v) })}
          />
        </Question>
      )}
      <div className="post-field tl-text-field">
        <label htmlFor="pr-area">{form.propertyType === 'Plot' ? 'Plot area' : 'Super built-up area'}</label>
        <div className="tl-input">
          <input
            id="pr-area"
            value={form.area}
            onChange={(e) => update({ area: e.target.value.replace(/[^\d.]/g, '').slice(0, 12) })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 1500"
            aria-invalid={Boolean(errors.area)}
            aria-describedby={errors.area ? 'pr-area-error' : undefined}
          />
          <span aria-hidden="true">{form.areaUnit}</span>
        </div>
        {errors.area && (
          <p className="post-field-error" id="pr-area-error">
            {errors.area}
          </p>
        )}
        <ChoiceChips
          label="Area unit"
          multiple={false}
          options={opts(VALUATION_AREA_UNITS)}
          value={form.areaUnit}
          onChange={(v) => update({ areaUnit: String(v) as PricingForm['areaUnit'] })}
        />
      </div>
      {deal === 'sale' ? (
        <NumberField
          spec={PRICE_SPEC}
          value={form.price}
          onChange={(price) => update({ price })}
          note="What you plan to ask. It stays on this device."
        />
      ) : (
        <NumberField
          spec={RENT_SPEC}
          value={form.rent}
          onChange={(rent) => update({ rent })}
          note="What you plan to ask each month. It stays on this device."
        />
      )}
    </>
  );
}
