/**
 * A tenant's rental application (/tools/application): what an owner needs to decide whether to show
 * the home and to draw up an agreement, and nothing that is used to discriminate (no religion,
 * caste, food habits, marital status, native place or photo). It lives on the device only
 * (use-remembered.ts) and leaves it only as the text the tenant shares or copies.
 */
import { isValidEmail } from '@propai/api/domain/auth/contact-rules';
import { formatDay } from '../../../lib/format';

export const OCCUPATIONS = [
  { value: 'salaried', label: 'Salaried' },
  { value: 'self-employed', label: 'Self-employed' },
  { value: 'student', label: 'Student' },
] as const;
export type Occupation = (typeof OCCUPATIONS)[number]['value'];

export const INCOMES = [
  { value: 'under-25k', label: 'Under ₹25,000' },
  { value: '25k-50k', label: '₹25,000–50,000' },
  { value: '50k-1l', label: '₹50,000–1 lakh' },
  { value: '1l-2l', label: '₹1–2 lakh' },
  { value: '2l-5l', label: '₹2–5 lakh' },
  { value: 'over-5l', label: 'Over ₹5 lakh' },
  { value: 'private', label: 'Prefer not to say' },
] as const;
export type Income = (typeof INCOMES)[number]['value'];

export const HOUSEHOLDS = [
  { value: 'family', label: 'Family' },
  { value: 'professionals', label: 'Working professionals sharing' },
  { value: 'students', label: 'Students sharing' },
  { value: 'company', label: 'Company lease' },
] as const;
export type Household = (typeof HOUSEHOLDS)[number]['value'];

/** 11 months first: the usual length of a rent agreement in Delhi NCR (under a year, unregistered). */
export const STAYS = [
  { value: '11m', label: '11 months' },
  { value: '1-2y', label: '1–2 years' },
  { value: '2-3y', label: '2–3 years' },
  { value: '3y+', label: '3 years or more' },
] as const;
export type Stay = (typeof STAYS)[number]['value'];

export const OCCUPANTS_MAX = 12;
export const NOTE_MAX = 500;
export const TEXT_MAX = 100;

export interface RentalApplication {
  name: string;
  mobile: string;
  email: string;
  occupation: Occupation | '';
  /** Employer, business or college, by occupation. */
  organisation: string;
  income: Income | '';
  household: Household | '';
  occupants: number;
  /** 'YYYY-MM-DD', as a date field gives it. */
  moveIn: string;
  stay: Stay | '';
  pets: 'yes' | 'no' | '';
  petsNote: string;
  note: string;
  /** Ids of DOCUMENTS the tenant has ready. */
  docs: string[];
}

export const blankApplication = (): RentalApplication => ({
  name: '',
  mobile: '',
  email: '',
  occupation: '',
  organisation: '',
  income: '',
  household: '',
  occupants: 1,
  moveIn: '',
  stay: '',
  pets: '',
  petsNote: '',
  note: '',
  docs: [],
});

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
const choice = <T extends string>(options: readonly { value: T }[], v: unknown): T | '' =>
  options.find((o) => o.value === v)?.value ?? '';

/** A stored record as an application; anything malformed is dropped field by field. */
export function readApplication(
  stored: Record<string, unknown>,
  docIds: readonly string[],
): RentalApplication {
  const occupants = typeof stored.occupants === 'number' ? Math.round(stored.occupants) : 1;
  return {
    name: text(stored.name, TEXT_MAX),
    mobile: text(stored.mobile, 20),
    email: text(stored.email, 254),
    occupation: choice(OCCUPATIONS, stored.occupation),
    organisation: text(stored.organisation, TEXT_MAX),
    income: choice(INCOMES, stored.income),
    household: choice(HOUSEHOLDS, stored.household),
    occupants: Math.min(OCCUPANTS_MAX, Math.max(1, Number.isFinite(occupants) ? occupants : 1)),
    moveIn:
      typeof stored.moveIn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(stored.moveIn) ? stored.moveIn : '',
    stay: choice(STAYS, stored.stay),
    pets: stored.pets === 'yes' || stored.pets === 'no' ? stored.pets : '',
    petsNote: text(stored.petsNote, TEXT_MAX),
    note: text(stored.note, NOTE_MAX),
    docs: Array.isArray(stored.docs) ? docIds.filter((id) => (stored.docs as unknown[]).includes(id)) : [],
  };
}

/**
 * A mobile as 10 digits: spaces, dashes, a leading +91 or 0 dropped; null unless it is a valid
 * Indian mobile (10 digits starting 6–9, the app's rule: domain/auth/contact-rules.ts).
 * @example mobileDigits('+91 98765-43210') // '9876543210'
 */
export function mobileDigits(typed: string): string | null {
  let d = typed.replace(/\D/g, '');
  if (d.length === 12 && d.startsWith('91')) d = d.slice(2);
  else if (d.length === 11 && d.startsWith('0')) d = d.slice(1);
  return /^[6-9]\d{9}$/.test(d) ? d : null;
}

/** Today on this device as 'YYYY-MM-DD' (the date field's format), without Intl. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const MESSAGES = {
  name: 'Enter your full name.',
  mobile: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  email: 'Enter a valid email address, or leave it empty.',
  occupation: 'Choose what you do.',
  household: 'Choose who will live there.',
  moveIn: 'Choose the date you would like to move in.',
  moveInPast: 'Choose a move-in date from today on.',
  stay: 'Choose how long you plan to stay.',
  pets: 'Say whether you have pets.',
} as const;

export type ApplicationField = Exclude<keyof typeof MESSAGES, 'moveInPast'>;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** The checks, in the order the form asks; empty when the application can be sent. */
export function checkApplication(a: RentalApplication, today: string): ApplicationErrors {
  const e: ApplicationErrors = {};
  if (a.name.trim().length < 2) e.name = MESSAGES.name;
  if (!mobileDigits(a.mobile)) e.mobile = MESSAGES.mobile;
  if (a.email.trim() && !isValidEmail(a.email)) e.email = MESSAGES.email;
  if (!a.occupation) e.occupation = MESSAGES.occupation;
  if (!a.household) e.household = MESSAGES.household;
  if (!a.moveIn) e.moveIn = MESSAGES.moveIn;
  else if (a.moveIn < today) e.moveIn = MESSAGES.moveInPast;
  if (!a.stay) e.stay = MESSAGES.stay;
  if (!a.pets) e.pets = MESSAGES.pets;
  return e;
}

const labelOf = (options: readonly { value: string; label: string }[], v: string) =>
  options.find((o) => o.value === v)?.label ?? '';

/** What the organisation field is called for the chosen occupation. */
export function organisationLabel(o: Occupation | ''): string {
  if (o === 'student') return 'College or university';
  if (o === 'self-employed') return 'Business or profession';
  return 'Employer';
}

/** '98765 43210': how an Indian mobile is read out. */
const spacedMobile = (d: string) => `${d.slice(0, 5)} ${d.slice(5)}`;

/**
 * The application as plain text for a message to an owner (WhatsApp, SMS, email): one fact a line,
 * only what was answered.
 */
export function applicationText(a: RentalApplication, docLabels: ReadonlyMap<string, string>): string {
  const lines = [`Rental application: ${a.name.trim() || '(name)'}`];
  const mobile = mobileDigits(a.mobile);
  if (mobile) lines.push(`Mobile: ${spacedMobile(mobile)}`);
  if (a.email.trim()) lines.push(`Email: ${a.email.trim()}`);
  if (a.occupation) {
    const org = a.organisation.trim();
    const at = a.occupation === 'self-employed' ? '—' : 'at';
    lines.push(`Occupation: ${labelOf(OCCUPATIONS, a.occupation)}${org ? ` ${at} ${org}` : ''}`);
  }
  if (a.income) lines.push(`Monthly household income: ${labelOf(INCOMES, a.income)}`);
  if (a.household) {
    const people = `${a.occupants} ${a.occupants === 1 ? 'person' : 'people'}`;
    lines.push(`Who will live there: ${labelOf(HOUSEHOLDS, a.household)}, ${people}`);
  }
  if (a.moveIn) lines.push(`Move-in from: ${formatDay(`${a.moveIn}T00:00:00Z`)}`);
  if (a.stay) lines.push(`Planned stay: ${labelOf(STAYS, a.stay)}`);
  if (a.pets === 'no') lines.push('Pets: none');
  if (a.pets === 'yes') lines.push(`Pets: yes${a.petsNote.trim() ? ` (${a.petsNote.trim()})` : ''}`);
  if (a.note.trim()) lines.push('', a.note.trim());
  const ready = a.docs.map((id) => docLabels.get(id)).filter(Boolean);
  if (ready.length > 0) lines.push('', `Documents ready: ${ready.join(', ')}`);
  return lines.join('\n');
}
