/**
 * The email and mobile fields of the sign-in form and the survey sign-up form: one markup, so the
 * keyboard hints, autofill names and the +91 prefix stay the same in both. The form owns the
 * value, its validation and its message; `input` carries id, value, handlers and aria state.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';

interface ContactFieldProps {
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
  /** The field's message element, or null. */
  message: ReactNode;
}

export function EmailField({ input, message }: ContactFieldProps) {
  return (
    <div className="auth-field">
      <label htmlFor={input.id}>Email</label>
      <input
        {...input}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="you@example.com"
      />
      {message}
    </div>
  );
}

export function MobileField({ input, message }: ContactFieldProps) {
  return (
    <div className="auth-field">
      <label htmlFor={input.id}>Mobile number</label>
      <div className="auth-mobile">
        <span aria-hidden="true">+91</span>
        <input
          {...input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile"
        />
      </div>
      {message}
    </div>
  );
}
