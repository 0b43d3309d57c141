/**
 * The tenant's move-in checklist (/rentals/tenant): four things to have in hand before paying and
 * moving in. Advice, not figures: the one published rule it cites is named with its source, the
 * date it was stated, and the caveat to confirm before paying (DECISIONS: published rules carry
 * their source and an "as of" date).
 */
export interface ChecklistItem {
  id: string;
  title: string;
  text: string;
  /** A published rule behind the item: what it says, where from, as of when. */
  rule?: { text: string; source: string; asOf: string };
}

export const TENANT_CHECKLIST: readonly ChecklistItem[] = [
  {
    id: 'agreement',
    title: 'A written, registered rent agreement',
    text: 'Rent, deposit, notice period, lock-in and who pays for repairs, in writing and signed by you and the owner on the title deed. Registering it gives you a dated public record. Stamp duty and fees are set by each state: confirm the amount with the sub-registrar before you pay.',
    rule: {
      text: 'A lease for more than a year must be registered; a shorter one may be.',
      source: 'Registration Act, 1908, s. 17(1)(d) and s. 18',
      asOf: 'November 2026',
    },
  },
  {
    id: 'police',
    title: 'Police verification',
    text: 'Police across Delhi NCR ask owners to have every tenant verified: the owner files your ID and photo with the local police (online in Delhi, Haryana and UP). Keep the acknowledgement.',
  },
  {
    id: 'deposit',
    title: 'A receipt for the security deposit',
    text: 'Pay by bank transfer, not cash, get a signed receipt, and have the agreement say what may be deducted and when it comes back.',
  },
  {
    id: 'inspection',
    title: 'A move-in inspection with photos',
    text: 'Room by room, note existing damage, fittings and meter readings, take dated photos, and both sign the list: it settles deposit deductions when you leave.',
  },
];
