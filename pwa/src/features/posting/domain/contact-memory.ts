/**
 * The poster's contact details, remembered on this device after a successful post (spec part 3 §2:
 * the form "keeps the contact details"), so they survive a reload; else the signed-in profile's.
 * Only prefills: the fields stay editable.
 */
import type { FormValues } from './posting-kinds';

export const CONTACT_MEMORY_KEY = 'propai:posting-contact';

export interface ContactDetails {
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
}

interface ProfileLike {
  name?: string | null;
  email?: string | null;
  mobile?: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

export function rememberContact(values: FormValues): void {
  const details: ContactDetails = {
    contactName: text(values.contactName),
    contactPhone: text(values.contactPhone),
    contactEmail: text(values.contactEmail),
  };
  try {
    localStorage.setItem(CONTACT_MEMORY_KEY, JSON.stringify(details));
  } catch {
    // Storage unavailable: the profile still prefills.
  }
}

export function rememberedContact(): ContactDetails {
  try {
    const raw = localStorage.getItem(CONTACT_MEMORY_KEY);
    const stored = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    return {
      contactName: text(stored.contactName),
      contactPhone: text(stored.contactPhone),
      contactEmail: text(stored.contactEmail),
    };
  } catch {
    return {};
  }
}

/** Blank contact fields of `values` filled from the device's memory, else from the profile. */
export function prefillContact(values: FormValues, profile: ProfileLike | null | undefined): FormValues {
  const kept = rememberedContact();
  const fill: ContactDetails = {
    contactName: kept.contactName ?? text(profile?.name),
    contactPhone: kept.contactPhone ?? text(profile?.mobile),
    contactEmail: kept.contactEmail ?? text(profile?.email),
  };
  const out = { ...values };
  for (const [field, value] of Object.entries(fill)) {
    if (value !== undefined && !text(out[field])) out[field] = value;
  }
  return out;
}
