/**
 * What this device still holds for this listing, read live from the outbox's table: a callback
 * request or an improvement saved offline ("we'll send it when you're online"), and what became of
 * it — sent (the row is gone) or refused (kept as failed with the server's words). When a held
 * improvement goes out, the page re-reads the listing to show the new values.
 * Loaded only for a signed-in user (it brings Dexie).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { enrichWriteId, leadWriteId, pendingWrite } from '../../../lib/outbox/listing-writes';

export default function PendingNotes({
  userId,
  listingId,
  onEnrichSent,
}: {
  userId: string;
  listingId: string;
  onEnrichSent: () => void;
}) {
  const lead = useLiveQuery(() => pendingWrite(leadWriteId(userId, listingId)), [userId, listingId]);
  const enrich = useLiveQuery(() => pendingWrite(enrichWriteId(userId, listingId)), [userId, listingId]);
  const [leadSent, setLeadSent] = useState(false);
  const seen = useRef({ lead: false, enrich: false });

  useEffect(() => {
    if (lead && lead.status !== 'failed') seen.current.lead = true;
    else if (!lead && seen.current.lead) {
      seen.current.lead = false;
      setLeadSent(true);
    }
  }, [lead]);
  useEffect(() => {
    if (enrich && enrich.status !== 'failed') seen.current.enrich = true;
    else if (!enrich && seen.current.enrich) {
      seen.current.enrich = false;
      onEnrichSent();
    }
  }, [enrich, onEnrichSent]);

  const notes: Array<{ key: string; text: string; tone: 'wait' | 'ok' | 'error' }> = [];
  if (lead?.status === 'failed')
    notes.push({
      key: 'lead',
      text: `Your callback request was not sent: ${lead.lastError ?? ''}`,
      tone: 'error',
    });
  else if (lead)
    notes.push({
      key: 'lead',
      text: lead.needsSignIn
        ? 'Your callback request is saved on this device; sign in again to send it.'
        : "Callback request saved — we'll send it when you're online.",
      tone: 'wait',
    });
  else if (leadSent) notes.push({ key: 'lead', text: 'Callback request sent to the lister.', tone: 'ok' });
  if (enrich?.status === 'failed')
    notes.push({ key: 'enrich', text: `Save failed. Try again. ${enrich.lastError ?? ''}`, tone: 'error' });
  else if (enrich)
    notes.push({
      key: 'enrich',
      text: "Your improvements are saved on this device — we'll send them when you're online.",
      tone: 'wait',
    });
  if (notes.length === 0) return null;
  return (
    <div className="la-notes" role="status" data-testid="pending-notes">
      {notes.map((n) => (
        <p key={n.key} className={`la-pending la-pending-${n.tone}`} data-testid={`pending-${n.key}`}>
          {n.text}
        </p>
      ))}
    </div>
  );
}
