import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { AuthUser } from '../api/auth-api';
import { pendingProfileEdit } from '../../../lib/outbox/profile-edits';
import { type ProfileValues, type SaveResult, profilePatchOf, useSaveProfile } from './use-save-profile';

export const QUEUED_NOTE = 'Saved on this device — will sync when online';

const required = { firstName: 'Enter your first name.', lastName: 'Enter your last name.' } as const;

/** First name, last name and country (spec §3 completeness fields); email and mobile change only by signing in. */
export function ProfileForm({ user }: { user: AuthUser }) {
  const [values, setValues] = useState<ProfileValues>({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    country: user.country ?? '',
  });
  const [result, setResult] = useState<SaveResult | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileValues, string>>>({});
  const { save, saving } = useSaveProfile(user);
  const pending = useLiveQuery(() => pendingProfileEdit(user.id), [user.id]);
  const patch = profilePatchOf(user, values);
  const changed = Object.keys(patch).length > 0;

  const input = (key: keyof ProfileValues, label: string, autoComplete: string) => (
    <div className="auth-field">
      <label htmlFor={`profile-${key}`}>{label}</label>
      <input
        id={`profile-${key}`}
        value={values[key]}
        autoComplete={autoComplete}
        maxLength={60}
        aria-invalid={Boolean(errors[key])}
        onChange={(e) => {
          setValues((v) => ({ ...v, [key]: e.target.value }));
          setResult(null);
          setErrors((x) => ({ ...x, [key]: undefined }));
        }}
      />
      {errors[key] && <p className="auth-field-error">{errors[key]}</p>}
    </div>
  );

  return (
    <form
      className="profile-card auth-form"
      aria-labelledby="profile-edit-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const missing: typeof errors = {};
        if (!values.firstName.trim()) missing.firstName = required.firstName;
        if (!values.lastName.trim()) missing.lastName = required.lastName;
        setErrors(missing);
        if (Object.keys(missing).length > 0 || !changed) return;
        void save(patch).then((r) => {
          setResult(r);
          if (r.kind === 'error' && r.fields) setErrors(r.fields);
        });
      }}
    >
      <h2 id="profile-edit-title">Edit profile</h2>
      {input('firstName', 'First name', 'given-name')}
      {input('lastName', 'Last name', 'family-name')}
      {input('country', 'Country (optional)', 'country-name')}
      {result?.kind === 'error' && (
        <p className="auth-error" role="alert">
          {result.message}
        </p>
      )}
      {result?.kind === 'saved' && (
        <p className="auth-notice" role="status">
          Profile saved.
        </p>
      )}
      {pending?.status === 'queued' && (
        <p className="auth-notice profile-queued" role="status">
          {QUEUED_NOTE}
        </p>
      )}
      {pending?.status === 'failed' && (
        <p className="auth-error" role="alert">
          Your offline edit was not accepted: {pending.lastError}
        </p>
      )}
      <button type="submit" className="auth-primary" disabled={saving || !changed}>
        {saving ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}
