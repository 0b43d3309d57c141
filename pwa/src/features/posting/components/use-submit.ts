/**
 * Submitting a posting form: validate with the shared rules, then — without a session — keep the
 * draft and go to /login?next=<form>?resume=1&draft=<id>; with one, freeze the draft into the
 * outbox (lib/outbox; new Idempotency-Key per submit) and start sending. The status shown follows the
 * live draft row, so it is right whoever sends it (this page, another tab, the service worker):
 * queued offline, sending, waiting for a retry after a server fault (its reason and when the next
 * try is), refused, sent.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearPhotos, queueDraft } from '../../../db/drafts-on-demand';
import { useSessionStore } from '../../../lib/session/session-store';
import { useDraftsQuery } from '../../../lib/use-drafts-query';
import { useOnline } from '../../../lib/use-online';
import { rememberContact } from '../domain/contact-memory';
import { formErrors, type PostingKind, resetKeepingContact, toPayload } from '../domain/posting-kinds';
import { requestOutboxSync, sendFromPage } from '../../../lib/outbox/page';
import type { DraftApi } from './use-draft';

export type SubmitPhase = 'editing' | 'submitting' | 'retrying' | 'queued' | 'sign-in' | 'failed';

/** A listing waiting after a server fault: the stored reason and when the outbox tries again. */
export interface RetryInfo {
  draftId: string;
  reason: string;
  nextAttemptAt: number;
}

export function useSubmit(kind: PostingKind, form: DraftApi) {
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => s.status === 'signed-in' && Boolean(s.token));
  const [tried, setTried] = useState(false);
  /** Bumped by each submit refused for errors: the form then goes to the first one. */
  const [errorAttempt, setErrorAttempt] = useState(0);
  const [success, setSuccess] = useState<string | null>(null);
  const online = useOnline();
  const photos = useDraftsQuery(form.draftId, (drafts, id) => drafts.listPhotos(id)) ?? [];
  const photoCount = photos.filter((p) => (p.role ?? 'photo') === 'photo').length;
  const floorPlanCount = photos.length - photoCount;

  const errors = useMemo(
    () => formErrors(kind, form.values, photoCount, floorPlanCount),
    [kind, form.values, photoCount, floorPlanCount],
  );

  const { draft, startFresh, values } = form;
  // The draft was sent (here or elsewhere): say so, keep the contact details on the device, reset
  // keeping them, free the blobs.
  useEffect(() => {
    if (draft?.status !== 'submitted') return;
    setSuccess(kind.successText);
    setTried(false);
    rememberContact(values);
    void clearPhotos(draft.id).catch(() => undefined);
    startFresh(resetKeepingContact(kind, values));
  }, [draft, kind, startFresh, values]);

  const status = draft?.status;
  const submission = draft?.submission;
  let phase: SubmitPhase = 'editing';
  if (status === 'failed') phase = 'failed';
  else if (status === 'queued' || status === 'sending') {
    if (submission?.needsSignIn || !signedIn) phase = 'sign-in';
    else if (!online) phase = 'queued';
    else if (status === 'queued' && submission?.lastError) phase = 'retrying';
    else phase = 'submitting';
  }
  const retry: RetryInfo | null =
    phase === 'retrying' && draft && submission
      ? { draftId: draft.id, reason: submission.lastError ?? '', nextAttemptAt: submission.nextAttemptAt }
      : null;

  const submit = async () => {
    setTried(true);
    setSuccess(null);
    if (Object.keys(errors).length > 0) {
      setErrorAttempt((n) => n + 1);
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
    retry,
    errorAttempt,
    /** Messages by field, shown once the user has tried to submit. */
    errors: tried ? errors : {},
    photoCount,
    failure: status === 'failed' ? (draft?.error ?? 'Failed to submit.') : null,
    frozen: status === 'queued' || status === 'sending',
  };
}
