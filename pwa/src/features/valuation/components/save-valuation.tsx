/**
 * Save this valuation: signed in, one tap (one Idempotency-Key per shown valuation, so a double tap
 * or a retry stores one); signed out, the sign-in sheet first. The server computes the saved figures.
 */
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';
import { useSignInModal } from '../../../lib/session/use-sign-in-modal';
import { saveValuation } from '../api/valuation-api';
import type { ValuationForm } from '../domain/valuation-form';

export function SaveValuation({ form, onSaved }: { form: ValuationForm; onSaved: () => void }) {
  const signedIn = useSessionStore((s) => s.status === 'signed-in' && Boolean(s.user));
  const signIn = useSignInModal();
  const [key] = useState(() => crypto.randomUUID());
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <div className="vl-save">
        <button type="button" className="btn" onClick={signIn}>
          Sign in to save this valuation
        </button>
      </div>
    );
  }

  const save = async () => {
    setState('saving');
    setError(null);
    try {
      await saveValuation(
        {
          city: form.city || undefined,
          locality: form.locality.trim(),
          propertyType: form.propertyType,
          ...(form.propertyType !== 'Plot' && form.bhk !== null ? { bhk: form.bhk } : {}),
          area: Number(form.area),
          areaUnit: form.areaUnit,
          ...(form.floor !== null ? { floor: form.floor } : {}),
          ...(form.age ? { age: form.age } : {}),
        },
        key,
      );
      setState('saved');
      onSaved();
    } catch (err) {
      setState('idle');
      setError(err instanceof ApiError ? err.message : 'Could not save it. Try again.');
    }
  };

  return (
    <div className="vl-save">
      <button type="button" className="btn" disabled={state !== 'idle'} onClick={() => void save()}>
        {state === 'saved' ? 'Saved' : state === 'saving' ? 'Saving…' : 'Save this valuation'}
      </button>
      {state === 'saved' && (
        <span role="status" className="vl-save-note">
          Kept in your saved valuations below.
        </span>
      )}
      {error && (
        <p className="post-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
