import { useEffect, useMemo, useState } from 'react';
import { refreshCompareSnapshots } from '../../../db/compare-repo';
import { asCompareProperty, type CompareProperty } from '../../../lib/compare-item';
import { useCompareStore } from '../../../lib/compare-state';
import { loadCompare } from '../api/load-compare';
import { CompareOverlay } from './compare-overlay';

const OFFLINE_NOTE = 'Offline: showing the details saved on this device when you added them.';

/**
 * The overlay opened from the tray ('Compare Now'). Shows the tray's stored snapshots at once, then
 * asks the API for fresh copies (prices, and the stored AI insights a card does not carry) and
 * saves them back into the tray; offline it keeps the snapshots and says so.
 */
export default function CompareOverlayHost() {
  const entries = useCompareStore((s) => s.items);
  const close = useCompareStore((s) => s.closeOverlay);
  const items = useMemo(() => entries.flatMap((e) => asCompareProperty(e.snapshot) ?? []), [entries]);
  const [note, setNote] = useState<string | null>(null);
  const keys = items.map((p) => p.key).join(',');

  useEffect(() => {
    if (!keys) return;
    let live = true;
    const refs = items.map((p) => ({ kind: p.kind, id: p.refId }));
    loadCompare(refs)
      .then((fresh: CompareProperty[]) => {
        if (!live) return;
        setNote(null);
        const byKey = new Map(fresh.map((p) => [p.key, p]));
        const updates = items.flatMap((p) => {
          const f = byKey.get(p.key);
          return f ? [{ id: p.key, snapshot: f as unknown as Record<string, unknown> }] : [];
        });
        if (updates.length) void refreshCompareSnapshots(updates).catch(() => undefined);
      })
      .catch(() => {
        if (live) setNote(OFFLINE_NOTE);
      });
    return () => {
      live = false;
    };
    // Refresh once per set of properties, not on every snapshot update it causes itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys]);

  return <CompareOverlay items={items} onClose={close} note={note} />;
}
