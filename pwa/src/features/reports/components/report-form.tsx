/**
 * The report form of /report and /report-project: project, category, title, description (with
 * counters) and up to 6 evidence photos, resized on the phone (components/photo-picker). Everything
 * is kept on this phone as it is typed (use-report-draft.ts). Submit checks the shared rules
 * (@propai/api/domain/reports/report-rules), then — signed out — keeps the draft and asks for sign-in
 * first; signed in, it freezes the draft into the one outbox (kind 'report': photos, then the
 * report, one Idempotency-Key) and the status line follows the draft: saved on this phone / sending /
 * sent, pending review / refused in the server's words.
 */
import { REPORT_CATEGORIES, REPORT_LIMITS } from '@propai/api/domain/reports/report-rules';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PhotoPicker } from '../../../components/photo-picker/photo-picker';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { clearPhotos, listPhotos, queueDraft } from '../../../db/drafts-repo';
import { requestOutboxSync, sendFromPage } from '../../../lib/outbox/page';
import { REPORT_API_PATH } from '../../../lib/outbox/report-kind';
import { useSessionStore } from '../../../lib/session/session-store';
import { useOnline } from '../../../lib/use-online';
import { reportErrors, reportPayload } from '../domain/report-values';
import { ReportStatus } from './report-status';
import type { ReportDraftApi } from './use-report-draft';
import { ProjectPicker } from './project-picker';

const CATEGORY_OPTIONS = REPORT_CATEGORIES.map((c) => ({ value: c, label: c }));
const L = REPORT_LIMITS;

function Counter({ n, max, min }: { n: number; max: number; min: number }) {
  const over = n > max;
  return (
    <span className={over ? 'post-counter is-over' : 'post-counter'} aria-live="polite">
      {n} / {max}
      {n > 0 && n < min ? ` (at least ${min})` : ''}
    </span>
  );
}

export function ReportForm({ form, route }: { form: ReportDraftApi; route: string }) {
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();
  const signedIn = useSessionStore((s) => s.status === 'signed-in' && Boolean(s.token));
  const online = useOnline();
  const [tried, setTried] = useState(false);
  const { values, draft, set } = form;
  const errors = tried ? reportErrors(values) : {};
  const frozen = draft?.status === 'queued' || draft?.status === 'sending';
  const photoCount =
    useLiveQuery(
      async () => (form.draftId ? (await listPhotos(form.draftId, 'photo')).length : 0),
      [form.draftId],
    ) ?? 0;

  // Sent: the photos' blobs are no longer needed on the phone.
  const sentId = form.sent?.id;
  useEffect(() => {
    if (sentId) void clearPhotos(sentId).catch(() => undefined);
  }, [sentId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(reportErrors(values)).length > 0) return;
    const id = await form.saveNow();
    if (!signedIn) {
      navigate(`/login?next=${encodeURIComponent(route)}`);
      return;
    }
    await queueDraft(id, { key: crypto.randomUUID(), path: REPORT_API_PATH, payload: reportPayload(values) });
    requestOutboxSync();
    await sendFromPage();
  };

  return (
    <form className="post-form report-form" noValidate onSubmit={(e) => void submit(e)}>
      <ReportStatus form={form} online={online} signedIn={signedIn} />
      <section className="post-section">
        <div className="post-section-body report-fields">
          <ProjectPicker
            projectId={values.projectId}
            label={values.projectLabel}
            error={errors.projectId}
            disabled={frozen}
            onPick={(projectId, projectLabel) => set({ projectId, projectLabel })}
          />
          <div className="post-field" data-field-error={errors.category ? 'true' : undefined}>
            <span className="post-photos-title" id={`${titleId}-cat`}>
              Category
            </span>
            <ChoiceChips
              label="Category"
              options={CATEGORY_OPTIONS}
              multiple={false}
              value={values.category}
              onChange={(v) => !frozen && set({ category: String(v) })}
            />
            {errors.category && <p className="post-field-error">{errors.category}</p>}
          </div>
          <div className="post-field" data-field-error={errors.title ? 'true' : undefined}>
            <div className="post-photos-head">
              <label htmlFor={titleId}>Title</label>
              <Counter n={values.title.trim().length} max={L.titleMax} min={L.titleMin} />
            </div>
            <input
              id={titleId}
              value={values.title}
              maxLength={L.titleMax + 20}
              placeholder="e.g. Tower B possession delayed by 9 months"
              aria-invalid={errors.title ? true : undefined}
              disabled={frozen}
              onChange={(e) => set({ title: e.target.value })}
            />
            {errors.title && <p className="post-field-error">{errors.title}</p>}
          </div>
          <div className="post-field" data-field-error={errors.description ? 'true' : undefined}>
            <div className="post-photos-head">
              <label htmlFor={descriptionId}>Description</label>
              <Counter n={values.description.trim().length} max={L.descriptionMax} min={L.descriptionMin} />
            </div>
            <textarea
              id={descriptionId}
              rows={6}
              value={values.description}
              placeholder="What happened, where, and since when. Facts you can show."
              aria-invalid={errors.description ? true : undefined}
              disabled={frozen}
              onChange={(e) => set({ description: e.target.value })}
            />
            {errors.description && <p className="post-field-error">{errors.description}</p>}
          </div>
        </div>
      </section>
      <PhotoPicker
        draftId={form.draftId}
        ensureDraft={form.saveNow}
        role="photo"
        label="Evidence photos (optional)"
        max={L.photosMax}
        disabled={frozen}
      />
      <div className="report-actions">
        <button type="submit" className="btn" disabled={frozen || !form.loaded}>
          {signedIn ? 'Submit report' : 'Sign in and submit'}
        </button>
        <p className="post-hint">
          {photoCount > 0 ? `${photoCount} photo${photoCount > 1 ? 's' : ''} attached. ` : ''}
          Reports are checked by PropAI before they are public. <Link to="/reports">Read reports</Link>
        </p>
      </div>
    </form>
  );
}
