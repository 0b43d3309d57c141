import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PostingKind } from '../domain/posting-kinds';
import { FormContext } from './form-fields';
import { PhotoPicker } from './photo-picker';
import { type DraftApi, useDraft } from './use-draft';
import { useSubmit } from './use-submit';
import './posting.css';

function SaveStatus({ form }: { form: DraftApi }) {
  if (form.storageError) {
    return (
      <p className="post-storage-error" role="alert">
        {form.storageError}
      </p>
    );
  }
  if (form.saveState === 'saving') return <p className="post-saved">Saving…</p>;
  if (form.saveState === 'saved' || form.draftId) return <p className="post-saved">Saved on this device</p>;
  return null;
}

interface PostingFormProps {
  kind: PostingKind;
  /** The form's sections (field components read the form through FormContext). */
  children: ReactNode;
  /** Where the photo pickers go among the sections: rendered after `children`. */
  photosLabel?: string;
  /** Extra content after the photos, e.g. links and description. */
  after?: ReactNode;
  /** A wizard: one step at a time; the photos and Submit come on the last step. */
  steps?: { title: string; content: ReactNode }[];
}

/**
 * The frame shared by the three posting forms: the draft (use-draft), the photo pickers, the submit
 * flow (use-submit) and its messages — 'Submitting…', queued offline, sign in again, the server's
 * refusal, the success text.
 */
export function PostingForm({ kind, children, photosLabel = 'Photos', after, steps }: PostingFormProps) {
  const [step, setStep] = useState(0);
  const form = useDraft(kind);
  const submit = useSubmit(kind, form);
  const disabled = submit.frozen || !form.loaded;
  const api = { values: form.values, set: form.set, errors: submit.errors, disabled };
  const hasErrors = Object.keys(submit.errors).length > 0;
  const last = !steps || step === steps.length - 1;

  return (
    <FormContext.Provider value={api}>
      <form
        className="post-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit.submit();
        }}
      >
        {submit.success && (
          <p className="post-success" role="status">
            {submit.success} <Link to="/my/listings">See My Listings</Link>
          </p>
        )}
        {steps ? (
          <>
            <p className="post-step" aria-live="polite">
              Step {step + 1} of {steps.length}: {steps[step]?.title}
            </p>
            {steps[step]?.content}
          </>
        ) : (
          children
        )}
        {last && (
          <>
            <PhotoPicker
              draftId={form.draftId}
              ensureDraft={form.saveNow}
              role="photo"
              label={photosLabel}
              max={kind.photosMax}
              disabled={disabled}
              error={submit.errors.photos}
            />
            {kind.floorPlansMax > 0 && (
              <PhotoPicker
                draftId={form.draftId}
                ensureDraft={form.saveNow}
                role="floorPlan"
                label="Floor plans"
                max={kind.floorPlansMax}
                disabled={disabled}
                error={submit.errors.floorPlans}
              />
            )}
            {after}
          </>
        )}
        {steps && (
          <div className="post-step-nav">
            {step > 0 && (
              <button type="button" className="btn btn-outline" onClick={() => setStep(step - 1)}>
                Back
              </button>
            )}
            {!last && (
              <button type="button" className="btn" onClick={() => setStep(step + 1)}>
                Next
              </button>
            )}
          </div>
        )}
        {last && (
          <div className="post-submit">
            <SaveStatus form={form} />
            {hasErrors && (
              <p className="post-error-banner" role="alert">
                Some details need attention: {[...new Set(Object.values(submit.errors))].join(' ')}
              </p>
            )}
            {submit.failure && (
              <p className="post-error-banner" role="alert">
                {submit.failure}
              </p>
            )}
            {submit.phase === 'queued' && (
              <p className="post-note" role="status">
                Queued — will send when you are back online.
              </p>
            )}
            {submit.phase === 'sign-in' && (
              <p className="post-note" role="status">
                Your sign-in has expired.{' '}
                <Link to={`/login?next=${encodeURIComponent(`${kind.route}?draft=${form.draftId ?? ''}`)}`}>
                  Sign in
                </Link>{' '}
                to send this listing.
              </p>
            )}
            <button type="submit" className="btn post-submit-button" disabled={disabled}>
              {submit.phase === 'submitting'
                ? 'Submitting…'
                : submit.phase === 'queued'
                  ? 'Queued'
                  : 'Submit'}
            </button>
          </div>
        )}
      </form>
    </FormContext.Provider>
  );
}
