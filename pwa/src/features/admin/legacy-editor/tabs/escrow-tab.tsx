import { NumberField } from '../components/number-field';
import { TextField } from '../components/text-field';
import { LIMITS } from '../domain/limits';
import { rupeesReadout } from '../domain/readouts';
import type { TabProps } from './tab-props';

/**
 * The escrow account. The stored account number is never shown: the server sends it masked, and a
 * new number typed here replaces it on save (blank keeps the stored one).
 */
export function EscrowTab({ p, set, errors }: TabProps) {
  const e = p.escrow;
  const setE = (patch: Partial<typeof e>) => set('escrow', { ...e, ...patch });
  return (
    <>
      <TextField
        label="Bank name"
        value={e.bankName}
        onChange={(v) => setE({ bankName: v })}
        error={errors['escrow.bankName']}
      />
      <TextField label="Branch" value={e.branch} onChange={(v) => setE({ branch: v })} />
      <TextField
        label="IFSC"
        value={e.ifsc}
        onChange={(v) => setE({ ifsc: v.toUpperCase() })}
        error={errors['escrow.ifsc']}
        placeholder="e.g. HDFC0001234"
      />
      <TextField
        label="Account on record"
        value={e.accountMasked || 'None on record'}
        onChange={() => undefined}
        readOnly
      />
      <TextField
        label="New account number"
        inputMode="numeric"
        value={e.accountNumber}
        onChange={(v) => setE({ accountNumber: v.replace(/\D/g, '') })}
        error={errors['escrow.accountNumber']}
        hint="Leave blank to keep the account on record."
      />
      <NumberField
        label="Collected"
        unit="₹"
        value={e.totals.collected}
        readout={rupeesReadout}
        limit={LIMITS.rupees}
        onChange={(v) => setE({ totals: { ...e.totals, collected: v } })}
      />
      <NumberField
        label="Utilized"
        unit="₹"
        value={e.totals.utilized}
        readout={rupeesReadout}
        limit={LIMITS.rupees}
        onChange={(v) => setE({ totals: { ...e.totals, utilized: v } })}
      />
    </>
  );
}
