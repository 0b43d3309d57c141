/**
 * The modern editor's Cost Sheet tab (spec part 3 §3 "Cost sheet", §5, §8): unit type, super area,
 * base price, BSP rate, the items with their computed shares, the total and notes; Copy JSON and
 * Import JSON; saved as the project's cost sheet.
 */
import { useEffect, useId, useState } from 'react';
import { getSnapshot, putCostSheet } from '../api/editors-api';
import {
  costSheetBody,
  costTotal,
  type CostSheetDraft,
  draftFrom,
  EMPTY_COST_SHEET,
  importCostSheet,
  numericText,
} from '../domain/cost-sheet';
import { pretty } from '../domain/modern-sections';
import { bad, ok, type Status, StatusNote } from './status-note';
import { CostSheetRows } from './cost-sheet-rows';

const NUMBERS = [
  ['superArea', 'Super area (sq.ft)'],
  ['basePriceCr', 'Base price (₹ Cr)'],
  ['bspRate', 'BSP rate (₹/sq.ft)'],
] as const;

export function CostSheetEditor({ projectId }: { projectId: string }) {
  const id = useId();
  const [draft, setDraft] = useState<CostSheetDraft | null>(null);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [importing, setImporting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getSnapshot(projectId).then(
      (p) => setDraft(p.costSheet ? draftFrom(p.costSheet) : EMPTY_COST_SHEET),
      () => setFailed(true),
    );
  }, [projectId]);

  if (failed) return <p className="ed-status ed-status-bad">Could not load the cost sheet.</p>;
  if (!draft) return <p className="ed-hint">Loading…</p>;
  const total = costTotal(draft.items);
  const body = costSheetBody(draft);

  async function save() {
    setBusy(true);
    try {
      await putCostSheet(projectId, body);
      setStatus(ok('Cost sheet saved.'));
    } catch (e) {
      console.error('cost sheet save failed', e);
      setStatus(bad('Save failed. See console.'));
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    const json = pretty(body);
    try {
      await navigator.clipboard.writeText(json);
      setStatus(ok('Copied to clipboard'));
    } catch {
      console.log(json);
      setStatus(bad('Copy failed — printed to console'));
    }
  }

  function applyImport() {
    const imported = importCostSheet(importing ?? '');
    if (!imported) return setStatus(bad('Invalid JSON'));
    setDraft(imported);
    setImporting(null);
    setStatus(ok('Imported!'));
  }

  return (
    <section className="ed-card" aria-labelledby={`${id}-t`}>
      <h2 className="ed-card-title" id={`${id}-t`}>
        Cost sheet
      </h2>
      <div className="ed-fields">
        <label className="ed-field">
          Unit type
          <input
            value={draft.unitType}
            maxLength={40}
            placeholder="e.g. 3BHK"
            onChange={(e) => setDraft({ ...draft, unitType: e.target.value })}
          />
        </label>
        {NUMBERS.map(([key, label]) => (
          <label className="ed-field" key={key}>
            {label}
            <input
              inputMode="decimal"
              value={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: numericText(e.target.value) })}
            />
          </label>
        ))}
      </div>
      <CostSheetRows items={draft.items} total={total} onChange={(items) => setDraft({ ...draft, items })} />
      <div className="ed-fields">
        <label className="ed-field ed-field-wide">
          Notes
          <textarea
            rows={3}
            maxLength={2000}
            value={draft.notes}
            onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
          />
        </label>
      </div>
      <div className="ed-actions">
        <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save cost sheet'}
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => void copy()}>
          Copy JSON
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-expanded={importing !== null}
          onClick={() => setImporting(importing === null ? '' : null)}
        >
          Import JSON
        </button>
        <StatusNote status={status} />
      </div>
      {importing !== null && (
        <div className="ed-fields">
          <label className="ed-field ed-field-wide">
            Paste a cost sheet (an object, or a list of items)
            <textarea
              className="ed-json"
              rows={6}
              value={importing}
              onChange={(e) => setImporting(e.target.value)}
            />
          </label>
          <div className="ed-actions ed-field-wide">
            <button type="button" className="btn btn-sm" onClick={applyImport}>
              Import
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
