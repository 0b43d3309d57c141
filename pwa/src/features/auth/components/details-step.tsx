import { useState } from 'react';
import { EmailField, MobileField } from '../../../components/auth/contact-fields';
import { type SignInDetails, authTexts, canRequestOtp, detailsErrors } from '../../../lib/auth/auth-rules';
import { ConflictPanel } from './conflict-panel';
import type { SignInFlow } from './use-sign-in-flow';

type Touched = Partial<Record<keyof SignInDetails, boolean>>;

/** Step 1: name, 10-digit mobile and email; Get OTP stays disabled until all three are valid. */
export function DetailsStep({ flow, idPrefix }: { flow: SignInFlow; idPrefix: string }) {
  const [touched, setTouched] = useState<Touched>({});
  const { details, busy } = flow;
  const errors = detailsErrors(details);
  const ready = canRequestOtp(details);
  // A field's message shows once the user has left it, or as soon as a typed value is long enough
  // to judge (a full 10-digit mobile that starts with 5 is wrong right away).
  const shown = (field: keyof SignInDetails) =>
    (touched[field] || (field === 'mobile' && details.mobile.length === 10)) && errors[field];
  const field = (name: keyof SignInDetails) => ({
    id: `${idPrefix}-${name}`,
    value: details[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => flow.setField(name, e.target.value),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    'aria-invalid': Boolean(shown(name)),
    'aria-describedby': shown(name) ? `${idPrefix}-${name}-error` : undefined,
    disabled: busy,
  });
  const error = (name: keyof SignInDetails) =>
    shown(name) ? (
      <p className="auth-field-error" id={`${idPrefix}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched({ name: true, mobile: true, email: true });
        void flow.sendCode();
      }}
    >
      <div className="auth-field">
        <label htmlFor={`${idPrefix}-name`}>Full name</label>
        <input {...field('name')} type="text" autoComplete="name" placeholder="e.g. Asha Verma" />
        {error('name')}
      </div>
      <MobileField input={field('mobile')} message={error('mobile')} />
      <EmailField input={field('email')} message={error('email')} />
      {flow.conflict && <ConflictPanel flow={flow} conflict={flow.conflict} />}
      {flow.error && (
        <p className="auth-error" role="alert">
          {flow.error}
        </p>
      )}
      {!flow.conflict && (
        <button type="submit" className="auth-primary" disabled={!ready || busy}>
          {busy ? 'Sending…' : 'Get OTP'}
        </button>
      )}
      {!ready && <p className="auth-hint">{authTexts.getOtpHint}</p>}
      <p className="auth-fine">We send a 6-digit code to your email. No password needed.</p>
    </form>
  );
}
