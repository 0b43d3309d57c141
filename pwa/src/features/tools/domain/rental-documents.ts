/**
 * The documents a tenant keeps ready for an owner and for the tenant police verification. Advice,
 * not figures; the verification rule is stated with who asks for it and when it was written, and
 * to be confirmed locally (DECISIONS.md: published rules carry their source and an "as of" date).
 */
export interface RentalDocument {
  id: string;
  label: string;
  /** Why an owner asks, or what counts. */
  text: string;
}

export const RENTAL_DOCUMENTS: readonly RentalDocument[] = [
  {
    id: 'id-proof',
    label: 'ID proof',
    text: 'Aadhaar, passport, voter ID or driving licence, for the agreement and the police verification. Share a copy marked “for rental agreement only”.',
  },
  {
    id: 'pan',
    label: 'PAN card',
    text: 'Often asked for beside your ID, as a second proof of identity for the agreement.',
  },
  {
    id: 'income',
    label: 'Proof of income',
    text: 'The last three salary slips, or an offer letter if you are starting a job; if self-employed, recent bank statements or an income tax return; if a student, your college ID and a parent or guardian’s details.',
  },
  {
    id: 'photos',
    label: 'Passport-size photos',
    text: 'Two or three, for the agreement and the police verification form.',
  },
  {
    id: 'police',
    label: 'Details for police verification',
    text: 'Your permanent address, the address you are moving from, and your ID and photo (see below).',
  },
];

export const DOCUMENT_LABELS: ReadonlyMap<string, string> = new Map(
  RENTAL_DOCUMENTS.map((d) => [d.id, d.label]),
);
export const DOCUMENT_IDS = RENTAL_DOCUMENTS.map((d) => d.id);

/** The tenant police verification, as the page states it. */
export const POLICE_VERIFICATION = {
  text:
    'The police in Delhi, Gurugram and Noida require owners to have every tenant verified before or ' +
    'when they move in. The owner files the form, usually online on the state police’s citizen ' +
    'services (Delhi Police, Haryana Police, UP Police) or at the local police station; you supply ' +
    'your ID, a photo and your permanent address. Keep a copy of the acknowledgement.',
  source: 'Orders of the Delhi, Gurugram and Gautam Buddh Nagar (Noida) police',
  asOf: 'November 2026',
  caveat: 'Confirm the current form and documents with the owner or the local police station.',
} as const;
