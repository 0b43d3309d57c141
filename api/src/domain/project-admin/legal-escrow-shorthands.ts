/**
 * The Legal & Escrow panel's shorthands (spec part 3 §3 "Admin snapshot"), one pure function for
 * the API's merge route and the Admin Editor, which normalises before it sends. No zod here, so
 * the PWA imports it by package name without the schemas.
 */
// Maps, not object literals: a key like `constructor` must not find Object.prototype's.
const LEGAL_ALIASES = new Map([
  ['rera', 'reraId'],
  ['reraId', 'reraId'],
  ['reraNo', 'reraId'],
  ['reraNumber', 'reraId'],
]);
const ESCROW_ALIASES = new Map([
  ['bank', 'bankName'],
  ['escrowBank', 'bankName'],
  ['bankName', 'bankName'],
  ['ifsc', 'ifsc'],
  ['ifscCode', 'ifsc'],
  ['accountNumber', 'accountNumber'],
  ['mandatoryDepositRequirements', 'mandatoryDepositRequirements'],
]);

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => !!v && typeof v === 'object' && !Array.isArray(v);
/** Blank values say nothing: '', null, undefined, [] and {} are dropped. */
const usable = (v: unknown) =>
  v !== undefined &&
  v !== null &&
  !(typeof v === 'string' && v.trim() === '') &&
  !(Array.isArray(v) && v.length === 0) &&
  !(isRecord(v) && Object.keys(v).length === 0);

/**
 * The Legal & Escrow panel's input in the stored sections' names: rera | reraId | reraNo |
 * reraNumber → legal.reraId; bank | escrowBank | bankName → escrow.bankName; ifsc | ifscCode →
 * escrow.ifsc; accountNumber → escrow.accountNumber — at the top level or inside `legal` /
 * `escrow` (a key inside the part wins over the same key at the top level). Other keys inside
 * `legal` / `escrow` pass through unchanged, so the section schema names them if they are wrong.
 *
 * @example normaliseLegalEscrow({ reraNo: 'UPRERA1', escrow: { ifscCode: 'HDFC0001234' } })
 *   → { legal: { reraId: 'UPRERA1' }, escrow: { ifsc: 'HDFC0001234' } }
 */
export function normaliseLegalEscrow(input: unknown): { legal?: Loose; escrow?: Loose } {
  const legal: Loose = {};
  const escrow: Loose = {};
  const take = (source: Loose, home: 'legal' | 'escrow' | null) => {
    for (const [key, value] of Object.entries(source)) {
      // `__proto__` would set the part's prototype rather than a key.
      if (!usable(value) || key === '__proto__') continue;
      // A number typed into a JSON area (an account number, a RERA number) is still its text.
      const alias = typeof value === 'number' ? String(value) : value;
      const legalKey = LEGAL_ALIASES.get(key);
      const escrowKey = ESCROW_ALIASES.get(key);
      if (legalKey) legal[legalKey] = alias;
      else if (escrowKey) escrow[escrowKey] = alias;
      else if (home === 'legal') legal[key] = value;
      else if (home === 'escrow') escrow[key] = value;
    }
  };
  if (!isRecord(input)) return {};
  take(input, null);
  if (isRecord(input.legal)) take(input.legal, 'legal');
  if (isRecord(input.escrow)) take(input.escrow, 'escrow');
  return {
    ...(Object.keys(legal).length > 0 ? { legal } : {}),
    ...(Object.keys(escrow).length > 0 ? { escrow } : {}),
  };
}
