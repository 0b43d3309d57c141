import type { EscrowView } from '@propai/api/wire';
import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../lib/api-client';
import './escrow.css';

interface EscrowFormProps {
  projectId: string;
  escrow: EscrowView | null;
  onSaved: () => void;
  /** The server said 403: this session is not an admin after all. */
  onForbidden: () => void;
}

/** Admin edit form of the Escrow & Funds panel (spec part 3). The account is typed in full only to replace it. */
export function EscrowForm({ projectId, escrow, onSaved, onForbidden }: EscrowFormProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => (form.get(name) as string | null)?.trim() ?? '';
    const account = text('accountNumber');
    setBusy(true);
    setMessage(null);
    try {
      await api.put(`/projects/${encodeURIComponent(projectId)}/escrow`, {
        bankName: text('bankName'),
        branch: text('branch') || undefined,
        ifsc: text('ifsc'),
        ...(account ? { accountNumber: account } : {}),
        totals: { collected: Number(text('collected') || 0), utilized: Number(text('utilized') || 0) },
      });
      setMessage('Saved successfully!');
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) onForbidden();
      setMessage('Error saving data');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="esc-form" onSubmit={(e) => void submit(e)} aria-label="Edit escrow">
      <label>
        Bank
        <input name="bankName" defaultValue={escrow?.bank ?? ''} required minLength={2} />
      </label>
      <label>
        Branch
        <input name="branch" defaultValue={escrow?.branch ?? ''} />
      </label>
      <label>
        IFSC
        <input name="ifsc" defaultValue={escrow?.ifsc ?? ''} required pattern="[A-Za-z]{4}0[A-Za-z0-9]{6}" />
      </label>
      <label>
        New account number
        <input
          name="accountNumber"
          inputMode="numeric"
          placeholder={escrow?.maskedAccount ?? 'Digits only'}
        />
      </label>
      <label>
        Collected (₹)
        <input name="collected" type="number" min={0} defaultValue={escrow?.totals.collected ?? 0} />
      </label>
      <label>
        Utilized (₹)
        <input name="utilized" type="number" min={0} defaultValue={escrow?.totals.utilized ?? 0} />
      </label>
      <div className="esc-form-actions">
        <button className="btn btn-sm" type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        {message && (
          <span role="status" className={message.startsWith('Saved') ? 'esc-ok' : 'esc-bad'}>
            {message}
          </span>
        )}
      </div>
    </form>
  );
}
