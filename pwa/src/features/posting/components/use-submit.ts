/**
 * Submitting a posting form: validate with the shared rules, then — without a session — keep the
 * draft and go to /login?next=<form>?resume=1&draft=<id>; with one, freeze the draft into the
 * outbox (lib/outbox; new Idempotency-Key per submit) and start sending. The status shown follows the
 * live draft row, so it is right whoever sends it (this page, another tab, the service worker).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearPhotos, listPhotos, queueDraft } from '../../../db/drafts-repo';
import { useSessionStore } from '../../../lib/session/session-store';
import { formErrors, type PostingKind, resetKeepingContact, toPayload } from '../domain/posting-kinds';
import { requestOutboxSync, sendFromPage } from '../../../lib/outbox/page';
import type { DraftApi } from './use-draft';

export type SubmitPhase = 'editing' | 'submitting' | 'queued' | 'sign-in' | 'failed';

export function useSubmit(kind: PostingKind, form: DraftApi) {
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => s.status === 'signed-in' && Boolean(s.token));
  const [tried, setTried] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const photos = useLiveQuery(() => (form.draftId ? listPhotos(form.draftId) : []), [form.draftId]) ?? [];
  const photoCount = photos.filter((p) => (p.role ?? 'photo') === 'photo').length;
  const floorPlanCount = photos.length - photoCount;

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const errors = useMemo(
    () => formErrors(kind, form.values, photoCount, floorPlanCount),
    [kind, form.values, photoCount, floorPlanCount],
  );

  const { draft, startFresh, values } = form;
  // The draft was sent (here or elsewhere): say so, reset keeping the contact details, free the blobs.
  useEffect(() => {
    if (draft?.status !== 'submitted') return;
    setSuccess(kind.successText);
    setTried(false);
    void clearPhotos(draft.id).catch(() => undefined);
    startFresh(resetKeepingContact(kind, values));
  }, [draft, kind, startFresh, values]);

  const status = draft?.status;
  let phase: SubmitPhase = 'editing';
  if (status === 'failed') phase = 'failed';
  else if (status === 'queued' || status === 'sending') {
    if (draft?.submission?.needsSignIn || !signedIn) phase = 'sign-in';
    else phase = online ? 'submitting' : 'queued';
  }

  const submit = async () => {
    setTried(true);
    setSuccess(null);
    if (Object.keys(errors).length > 0) {
      window.setTimeout(
        () => document.querySelector('[data-field-error="true"]')?.scrollIntoView({ block: 'center' }),
        0,
      );
      return;
    }
    const id = await form.saveNow();
    if (!signedIn) {
      navigate(`/login?next=${encodeURIComponent(`${kind.route}?resume=1&draft=${id}`)}`);
      return;
    }
    await queueDraft(id, {
      key: crypto.randomUUID(),
      path: kind.apiPath,
      payload: toPayload(kind, form.values),
    });
    requestOutboxSync();
    await sendFromPage();
  };

  return {
    submit,
    phase,
    success,
    signedIn,
    online,
    /** Messages by field, shown once the user has tried to submit. */
    errors: tried ? errors : {},
    photoCount,
    failure: status === 'failed' ? (draft?.error ?? 'Failed to submit.') : null,
    frozen: status === 'queued' || status === 'sending',
  };
}
