/**
 * The escrow maths of spec part 2 §5 and the public escrow view. The full account number never
 * leaves the server (DECISIONS.md): the view carries only `maskedAccount` (last four digits).
 */
import { maskAccount } from '../search/public-project';

export interface StoredEscrow {
  bankName?: string;
  branch?: string;
  ifsc?: string;
  accountNumber?: string;
  totals?: { collected?: unknown; utilized?: unknown };
  loanPartners?: string[];
}

export interface EscrowTotals {
  collected: number;
  utilized: number;
  /** max(0, collected − utilized). */
  left: number;
  /** round(utilized / collected × 100), capped at 100; 0 when nothing was collected. */
  utilizationPct: number;
}

/** Empty or non-finite amounts count as 0 (a blank admin field must not poison the sums). */
export const amount = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** @example escrowTotals(100, 80) → { collected: 100, utilized: 80, left: 20, utilizationPct: 80 } */
export function escrowTotals(collectedRaw: unknown, utilizedRaw: unknown): EscrowTotals {
  const collected = amount(collectedRaw);
  const utilized = amount(utilizedRaw);
  return {
    collected,
    utilized,
    left: Math.max(0, collected - utilized),
    utilizationPct: collected > 0 ? Math.min(100, Math.round((utilized / collected) * 100)) : 0,
  };
}

export function escrowView(escrow: StoredEscrow | undefined | null) {
  if (!escrow) return null;
  const totals = escrowTotals(escrow.totals?.collected, escrow.totals?.utilized);
  return {
    bank: escrow.bankName ?? null,
    branch: escrow.branch ?? null,
    ifsc: escrow.ifsc ?? null,
    maskedAccount: maskAccount(escrow.accountNumber),
    totals,
    // The spec's escrow view names (part 2 §3): withdrawn = utilized, balance = left.
    utilization: { withdrawn: totals.utilized, balance: totals.left, percent: totals.utilizationPct },
    loanPartners: escrow.loanPartners ?? [],
  };
}

export type EscrowView = NonNullable<ReturnType<typeof escrowView>>;

export interface EscrowEdit {
  bankName: string;
  branch?: string | undefined;
  ifsc: string;
  /** Full number; omitted means "keep the stored one" (the form only ever shows the masked one). */
  accountNumber?: string | undefined;
  totals: { collected: number; utilized: number };
  loanPartners?: string[] | undefined;
}

/** The stored escrow after an admin edit; the account number survives an edit that omits it. */
export function applyEscrowEdit(current: StoredEscrow | undefined, edit: EscrowEdit): StoredEscrow {
  const next: StoredEscrow = {
    bankName: edit.bankName.trim(),
    branch: edit.branch?.trim() ?? current?.branch ?? '',
    ifsc: edit.ifsc.trim().toUpperCase(),
    totals: { collected: amount(edit.totals.collected), utilized: amount(edit.totals.utilized) },
    loanPartners: edit.loanPartners ?? current?.loanPartners ?? [],
  };
  const account = edit.accountNumber?.replace(/\s+/g, '') || current?.accountNumber;
  if (account) next.accountNumber = account;
  return next;
}
