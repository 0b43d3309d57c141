/**
 * Improve this listing (spec part 3): the author (or an admin) adds floor, facing, furnishing,
 * areas, parking, power backup, water source, highlights and amenities. The fields start from the
 * listing's values; only non-empty fields are sent (a blank never erases a stored value: the API's
 * rule too), lists split on commas (domain/listings/enrich-rules.ts, shared with the API).
 * Sent through the one outbox (kind 'listing-enrich'): 'Saved!' and the sheet closes after about
 * 550 ms; offline the edit is kept on the device and the page says it will be sent.
 */
import { IonSelect, IonSelectOption } from '@ionic/react';
import {
  ENRICH_FURNISHING,
  ENRICH_LISTS,
  ENRICH_NUMBERS,
  ENRICH_TEXTS,
  type EnrichForm,
  type EnrichFurnishing,
  enrichPayload,
} from '@propai/api/domain/listings/enrich-rules';
import { OPTION_LABELS } from '@propai/api/domain/posting/option-labels';
import { SALE_FACING } from '@propai/api/domain/posting/sale-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { improveListing } from '../../../lib/outbox/listing-writes';
import type { ListingDetailView } from '../api/detail-extras';

/** How long 'Saved!' shows before the sheet closes (spec part 3: about 550 ms). */
export const SAVED_CLOSE_MS = 550;

const numText = (v: number | undefined) => (v == null ? '' : String(v));

/** The form from the listing as it is now. */
export function enrichFormFrom(l: ListingDetailView): EnrichForm {
  const furnishing = (ENRICH_FURNISHING as readonly string[]).includes(l.furnishing ?? '')
    ? (l.furnishing as EnrichFurnishing)
    : '';
  return {
    floorNo: numText(l.floorNo),
    totalFloors: numText(l.totalFloors),
    carpetArea: numText(l.carpetArea),
    builtUpArea: numText(l.builtUpArea),
    facing: l.facing ?? '',
    parking: l.parking ?? '',
    powerBackup: l.powerBackup ?? '',
    waterSource: l.waterSource ?? '',
    highlights: l.highlights.join(', '),
    amenities: l.amenities.join(', '),
    furnishing,
  };
}

type Status = 'idle' | 'saving' | 'saved' | 'queued' | 'failed';

const PLACEHOLDERS: Partial<Record<keyof EnrichForm, string>> = {
  parking: 'e.g. 1 covered',
  powerBackup: 'e.g. Full',
  waterSource: 'e.g. Municipal + borewell',
  highlights: 'e.g. Corner unit, Park facing',
  amenities: 'e.g. Lift, Gym, Club house',
};

export default function ImproveSheet({
  listing,
  userId,
  close,
  onSaved,
}: {
  listing: ListingDetailView;
  userId: string;
  close: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<EnrichForm>(() => enrichFormFrom(listing));
  const [errors, setErrors] = useState<Partial<Record<keyof EnrichForm, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  // The page re-renders (re-fetch) while 'Saved!' shows: keep one timer, not one per render.
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (status !== 'saved') return;
    const t = setTimeout(() => closeRef.current(), SAVED_CLOSE_MS);
    return () => clearTimeout(t);
  }, [status]);

  const set = (name: keyof EnrichForm, value: string) => setForm((f) => ({ ...f, [name]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (status === 'saving') return;
    const { body, errors: found } = enrichPayload(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(body).length === 0) {
      setFailure('Fill in at least one field.');
      return;
    }
    setStatus('saving');
    const result = await improveListing(userId, listing.id, body).catch(() => null);
    if (result?.state === 'sent') {
      setStatus('saved');
      onSaved();
    } else if (result?.state === 'queued') setStatus('queued');
    else {
      setStatus('failed');
      setFailure(result?.state === 'failed' ? result.message : null);
    }
  }

  const input = (name: keyof EnrichForm, label: string, numeric = false) => (
    <label className="la-field" key={name}>
      {label}
      <input
        value={form[name]}
        inputMode={numeric ? 'decimal' : undefined}
        placeholder={PLACEHOLDERS[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `improve-${name}-error` : undefined}
        onChange={(e) => set(name, e.target.value)}
      />
      {errors[name] && (
        <span className="la-field-error" id={`improve-${name}-error`}>
          {errors[name]}
        </span>
      )}
    </label>
  );
  const facingChoices: string[] = [...SALE_FACING];
  if (form.facing && !facingChoices.includes(form.facing)) facingChoices.unshift(form.facing);

  if (status === 'queued')
    return (
      <div className="la-done" role="status" data-testid="improve-queued">
        <p className="la-done-title">Saved on this device.</p>
        <p className="la-muted">
          We&apos;ll send your changes when you&apos;re online; the page shows them then.
        </p>
        <button type="button" className="btn btn-outline la-submit" onClick={close}>
          Close
        </button>
      </div>
    );
  return (
    <form className="la-form" onSubmit={(e) => void submit(e)} noValidate data-testid="improve-form">
      <p className="la-muted">Add what buyers ask about. Blank fields are left as they are.</p>
      <div className="la-row">
        {input('floorNo', ENRICH_NUMBERS.floorNo.label, true)}
        {input('totalFloors', ENRICH_NUMBERS.totalFloors.label, true)}
      </div>
      <div className="la-row">
        <div className="la-field">
          <span id="improve-facing">{ENRICH_TEXTS.facing.label}</span>
          <IonSelect
            className="la-select"
            aria-labelledby="improve-facing"
            interface="popover"
            placeholder="Choose"
            value={form.facing || undefined}
            onIonChange={(e) => set('facing', String(e.detail.value ?? ''))}
          >
            {facingChoices.map((f) => (
              <IonSelectOption key={f} value={f}>
                {f}
              </IonSelectOption>
            ))}
          </IonSelect>
        </div>
        <div className="la-field">
          <span id="improve-furnishing">Furnishing</span>
          <IonSelect
            className="la-select"
            aria-labelledby="improve-furnishing"
            interface="popover"
            placeholder="Choose"
            value={form.furnishing || undefined}
            onIonChange={(e) => set('furnishing', String(e.detail.value ?? ''))}
          >
            {ENRICH_FURNISHING.map((f) => (
              <IonSelectOption key={f} value={f}>
                {OPTION_LABELS[f] ?? f}
              </IonSelectOption>
            ))}
          </IonSelect>
        </div>
      </div>
      <div className="la-row">
        {input('carpetArea', ENRICH_NUMBERS.carpetArea.label, true)}
        {input('builtUpArea', ENRICH_NUMBERS.builtUpArea.label, true)}
      </div>
      {input('parking', ENRICH_TEXTS.parking.label)}
      {input('powerBackup', ENRICH_TEXTS.powerBackup.label)}
      {input('waterSource', ENRICH_TEXTS.waterSource.label)}
      {input('highlights', `${ENRICH_LISTS.highlights.label} (comma-separated)`)}
      {input('amenities', `${ENRICH_LISTS.amenities.label} (comma-separated)`)}
      {status === 'failed' && (
        <p className="la-error" role="alert">
          Save failed. Try again.{failure ? ` ${failure}` : ''}
        </p>
      )}
      {status !== 'failed' && failure && (
        <p className="la-error" role="alert">
          {failure}
        </p>
      )}
      {status === 'saved' ? (
        <p className="la-saved" role="status" data-testid="improve-saved">
          Saved!
        </p>
      ) : (
        <button type="submit" className="btn la-submit" disabled={status === 'saving'}>
          {status === 'saving' ? 'Saving…' : 'Save'}
        </button>
      )}
    </form>
  );
}
