/**
 * Where the report is, read from its draft row (whoever sends it: this page, another tab, the
 * service worker): saving / saved on this phone / waiting for a connection / waiting for sign-in /
 * sending / sent, pending review / refused with the server's words.
 */
import { Link } from 'react-router-dom';
import type { ReportDraftApi } from './use-report-draft';

export function ReportStatus({
  form,
  online,
  signedIn,
}: {
  form: ReportDraftApi;
  online: boolean;
  signedIn: boolean;
}) {
  const { draft, sent, saveState, saveError } = form;
  if (saveError)
    return (
      <p className="post-storage-error" role="alert">
        {saveError}
      </p>
    );
  const waiting = draft?.status === 'queued' || draft?.status === 'sending';
  if (waiting && (draft.submission?.needsSignIn || !signedIn))
    return (
      <p className="post-note" role="status" data-testid="report-status">
        Saved on this phone. Sign in to send it: <Link to="/login?next=%2Freport">Sign In</Link>
      </p>
    );
  if (waiting && !online)
    return (
      <p className="post-note" role="status" data-testid="report-status">
        Saved on this phone. It will be sent once you are back online.
      </p>
    );
  if (waiting)
    return (
      <p className="post-note" role="status" data-testid="report-status">
        {draft.submission?.lastError
          ? `Not sent yet: ${draft.submission.lastError}. Trying again…`
          : 'Sending…'}
      </p>
    );
  if (draft?.status === 'failed')
    return (
      <p className="post-error-banner" role="alert" data-testid="report-status">
        Not accepted: {draft.error ?? 'the report was refused.'} Correct it and submit again.
      </p>
    );
  return (
    <>
      {sent && (
        <p className="post-success" role="status" data-testid="report-sent">
          Report sent: “{typeof sent.data.title === 'string' ? sent.data.title : 'your report'}” is pending
          review. You will get a notification when it is published or refused.
        </p>
      )}
      {/* As the posting form: "saving" from the first change (before the draft exists), "saved"
          only once IndexedDB really holds the last change (use-report-draft), never before. */}
      {saveState === 'saving' ? (
        <p className="post-saved" data-testid="report-status">
          Saving on this phone…
        </p>
      ) : (
        (saveState === 'saved' || draft) && (
          <p className="post-saved" data-testid="report-status">
            Draft saved on this phone.
          </p>
        )
      )}
    </>
  );
}
