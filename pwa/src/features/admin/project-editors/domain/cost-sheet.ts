/**
 * The Cost Sheet tab's maths (spec part 3 §3 "Cost sheet", §5): the total is the sum of the item
 * amounts; an item with a blank percentage shows its share of that total; numeric fields keep only
 * digits and one decimal point. Pure, so the component test and the page use the same rules.
 */

/** One editable row; numbers stay as the text the admin typed until they are sent. */
export interface CostItemDraft {
  label: string;
  amount: string;
  percentage: string;
}

export interface CostSheetDraft {
  unitType: string;
  superArea: string;
  basePriceCr: string;
  bspRate: string;
  items: CostItemDraft[];
  notes: string;
}

export const EMPTY_COST_SHEET: CostSheetDraft = {
  unitType: '',
  superArea: '',
  basePriceCr: '',
  bspRate: '',
  items: [],
  notes: '',
};

/**
 * Keeps digits and the first decimal point only.
 * @example numericText('₹ 1,20,000.50.1') // '120000.501'
 */
export function numericText(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/** A typed number, or 0 for blank or unreadable text. */
export function numberOf(text: string): number {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : 0;
}

/** The sum of the item amounts. */
export function costTotal(items: readonly CostItemDraft[]): number {
  return items.reduce((sum, item) => sum + numberOf(item.amount), 0);
}

/**
 * The percentage to show for an item: the typed one, else its share of the total to one decimal
 * (0 when the total is 0).
 * @example shownPercentage({ label: 'BSP', amount: '750', percentage: '' }, 1000) // 75
 */
export function shownPercentage(item: CostItemDraft, total: number): number {
  if (item.percentage.trim() !== '') return numberOf(item.percentage);
  if (total <= 0) return 0;
  return Math.round((numberOf(item.amount) / total) * 1000) / 10;
}

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : numberOf(text));
const textOrUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The CostSheet body the API takes: blank fields left out, rows without a label dropped. */
export function costSheetBody(draft: CostSheetDraft) {
  return {
    unitType: textOrUndefined(draft.unitType),
    superArea: numberOrUndefined(draft.superArea),
    basePriceCr: numberOrUndefined(draft.basePriceCr),
    bspRate: numberOrUndefined(draft.bspRate),
    items: draft.items
      .filter((i) => i.label.trim() !== '')
      .map((i) => ({
        label: i.label.trim(),
        amount: numberOf(i.amount),
        percentage: numberOrUndefined(i.percentage),
      })),
    notes: textOrUndefined(draft.notes),
  };
}

const asText = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? numericText(v) : '';
const asLabel = (v: unknown) => (typeof v === 'string' ? v : '');

function itemsFrom(list: unknown): CostItemDraft[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({
      label: asLabel(row.label ?? row.item),
      amount: asText(row.amount),
      percentage: asText(row.percentage),
    }));
}

/** A draft from a stored or imported sheet (an object, or just a list of items); `item` reads as `label`. */
export function draftFrom(value: unknown): CostSheetDraft {
  if (Array.isArray(value)) return { ...EMPTY_COST_SHEET, items: itemsFrom(value) };
  if (typeof value !== 'object' || value === null) return EMPTY_COST_SHEET;
  const v = value as Record<string, unknown>;
  return {
    unitType: asLabel(v.unitType),
    superArea: asText(v.superArea),
    basePriceCr: asText(v.basePriceCr),
    bspRate: asText(v.bspRate),
    items: itemsFrom(v.items),
    notes: asLabel(v.notes),
  };
}

/** Import JSON (spec §5: an array or an object); null when the text is not JSON of either kind. */
export function importCostSheet(text: string): CostSheetDraft | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    return draftFrom(value);
  } catch {
    return null;
  }
}
