/**
 * A survey taken signed out reaches the account once the device signs in (spec part 1 §4, "a
 * pending survey is resubmitted when the user is logged in"), and the For You link appears once it
 * is stored. Started by the app (app/session-start.ts) with the session; works on any page.
 *
 * - When a user is signed in (restored at start or just signed in) and the device's survey is
 *   'pending' (the server keeps it under the anonymous id), it is queued again as that user, with
 *   the same anonymous id, so the server attaches the pending copy (survey.routes.ts). The outbox's
 *   Idempotency-Key and the one row per survey make it arrive once.
 * - When the device's copy disappears after being sent (the server answered 'stored'), the session's
 *   user gets `hasSurvey`, so the top bar and drawer show For You.
 * The outbox sends nothing without a session, so a survey submitted signed out waits on the device
 * and goes, stored on the account, after the sign-in; 'pending' arises when the server did not take
 * the session (expired) and answered 202.
 * The database code and the survey's rules (zod) are imported lazily: this module is in the app's
 * first chunk.
 */
import type { PendingSurvey } from '../../db/schema';
import { useSessionStore } from '../../lib/session/session-store';

let started = false;

async function resendAs(userId: string): Promise<void> {
  const { resendPendingSurvey } = await import('./api/submit-survey');
  await resendPendingSurvey(userId);
}

function markHasSurvey(userId: string): void {
  const { user, updateUser } = useSessionStore.getState();
  if (user && user.id === userId && !user.hasSurvey) void updateUser({ ...user, hasSurvey: true });
}

/** Idempotent. */
export function startPendingSurveySync(): void {
  if (started) return;
  started = true;
  let signedInAs = useSessionStore.getState().user?.id;
  if (signedInAs) void resendAs(signedInAs).catch(() => undefined);
  useSessionStore.subscribe((state) => {
    const id = state.user?.id;
    if (id === signedInAs) return;
    signedInAs = id;
    if (id) void resendAs(id).catch(() => undefined);
  });

  let previous: PendingSurvey | undefined;
  void import('../../db/surveys-repo')
    .then(({ watchPendingSurvey }) =>
      watchPendingSurvey((row) => {
        // The outbox sends only with a session, so a survey queued signed out went as whoever is
        // signed in now.
        const sentAs =
          previous?.state === 'queued' ? (previous.userId ?? useSessionStore.getState().user?.id) : undefined;
        if (!row && sentAs) markHasSurvey(sentAs);
        previous = row;
      }),
    )
    .catch(() => undefined); // the chunk failed to load offline: the survey page still shows its state
}
