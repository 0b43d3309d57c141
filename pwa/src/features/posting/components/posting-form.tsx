import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PostingKind } from '../domain/posting-kinds';
import { FormContext } from './form-fields';
import { OutboxStatus } from './outbox-status';
import { PhotoPicker } from '../../../components/photo-picker/photo-picker';
import { type DraftApi, useDraft, withParams } from './use-draft';
import { useSubmit } from './use-submit';
import '../../../components/ui/form.css';

function SaveStatus({ form }: { form: DraftApi }) {
  if (form.storageError) {
    return (
      <p className="post-storage-error" role="alert">
        {form.storageError}
      </p>
    );
  }
  // "Saved" only once IndexedDB really holds the last change (use-draft), never before.
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

/** The wizard step from `?step=N` (1-based, kept over a reload), clamped to the steps there are. */
function stepFrom(search: string, count: number): number {
  const n = Number(new URLSearchParams(search).get('step'));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, count) - 1 : 0;
}

/**
 * The frame shared by the three posting forms: the draft (use-draft), the photo pickers, the submit
 * flow (use-submit) and its messages — the listing's outbox state on every step, the errors beside
 * their fields, the success text.
 *
 * A wizard renders every step and hides all but the current one, so a submit with errors can find
 * the first field with a message wherever it is, open its step and focus it.
 */
export function PostingForm({ kind, children, photosLabel = 'Photos', after, steps }: PostingFormProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const stepCount = steps?.length ?? 1;
  const step = stepFrom(location.search, stepCount);
  const form = useDraft(kind);
  const submit = useSubmit(kind, form);
  const disabled = submit.frozen || !form.loaded;
  const api = { values: form.values, set: form.set, errors: submit.errors, disabled };
  const hasErrors = Object.keys(submit.errors).length > 0;
  const last = !steps || step === stepCount - 1;
  const formRef = useRef<HTMLFormElement>(null);
  const stepTitleRef = useRef<HTMLParagraphElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  /** What to focus once the step that holds it is shown: the step title, or a field in error. */
  const focusNext = useRef<HTMLElement | 'title' | null>(null);

  const goToStep = (next: number) => {
    // replace: Back/Next are not history entries, but a reload keeps the step.
    const search = withParams(location.search, { step: next > 0 ? String(next + 1) : null });
    navigate(`${location.pathname}${search}`, { replace: true });
  };

  // A submit refused for errors: open the first step with a message and focus its field.
  useEffect(() => {
    if (submit.errorAttempt === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[data-field-error="true"]');
    if (!field) return;
    const stepOf = Number(field.closest<HTMLElement>('[data-step]')?.dataset.step ?? stepCount - 1);
    focusNext.current = field;
    if (steps && stepOf !== step) goToStep(stepOf);
    else focusField(field);
    // Only a new refused submit moves the user; `step` changes on its own afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submit.errorAttempt]);

  // After a step change: focus what asked for it (the new step's title, or a field in error).
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'title') stepTitleRef.current?.focus();
    else focusField(target);
  }, [step]);

  // The success text is at the top: bring it into view wherever the user pressed Submit.
  useEffect(() => {
    if (submit.success) successRef.current?.scrollIntoView({ block: 'center' });
  }, [submit.success, form.generation]);

  const move = (next: number) => {
    focusNext.current = 'title';
    goToStep(next);
  };

  const signInTo = `/login?next=${encodeURIComponent(`${kind.route}?draft=${form.draftId ?? ''}`)}`;

  return (
    <FormContext.Provider value={api}>
      <form
        ref={formRef}
        className="post-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit.submit();
        }}
      >
        {submit.success && (
          <p className="post-success" role="status" ref={successRef} tabIndex={-1}>
            {submit.success} <Link to="/my/listings">See My Listings</Link>
          </p>
        )}
        <OutboxStatus
          phase={submit.phase}
          frozen={submit.frozen}
          retry={submit.retry}
          failure={submit.failure}
          route={kind.route}
          signInTo={signInTo}
        />
        {steps ? (
          <>
            <p className="post-step" aria-live="polite" tabIndex={-1} ref={stepTitleRef}>
              Step {step + 1} of {steps.length}: {steps[step]?.title}
            </p>
            {steps.map((s, i) => (
              <div key={s.title} className="post-step-body" data-step={i} hidden={i !== step}>
                {s.content}
              </div>
            ))}
          </>
        ) : (
          children
        )}
        {last && (
          <div data-step={stepCount - 1} className="post-step-body">
            <PhotoPicker
              key={`photo-${form.generation}`}
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
                key={`plan-${form.generation}`}
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
          </div>
        )}
        {steps && !last && <SaveStatus form={form} />}
        {steps && (
          <div className="post-step-nav">
            {step > 0 && (
              <button type="button" className="btn btn-outline" onClick={() => move(step - 1)}>
                Back
              </button>
            )}
            {!last && (
              <button type="button" className="btn" onClick={() => move(step + 1)}>
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
            <button type="submit" className="btn post-submit-button" disabled={disabled}>
              {submit.phase === 'submitting'
                ? 'Submitting…'
                : submit.phase === 'retrying'
                  ? 'Waiting to retry'
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

/** Focuses a field block's control (input, select, textarea or first radio) and centres it. */
function focusField(field: HTMLElement) {
  const control = field.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
  (control ?? field).focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
}
