/**
 * The quality-audit editor's text (spec part 3 §2, §3 "Quality-audit report", §5): a JSON list of
 * reports (or `{ reports: [...] }`), a sample to start from, and the spec's message for bad JSON.
 */
export const INVALID_AUDIT_JSON = 'Invalid JSON. Fix and try again.';

/** The sample 'Insert sample' puts in: one report with the spec's sample status. */
export function sampleAudits(today: string) {
  return [
    {
      title: 'Structural audit — Tower A',
      note: 'Third-party check of slab and column work.',
      status: 'pending',
      date: today,
      files: [{ name: 'Audit report (PDF)', url: 'https://example.com/audit.pdf' }],
    },
  ];
}

/** The reports to send, or null when the text is not a JSON list (or an object holding one). */
export function auditsFromText(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return value as unknown[];
    const reports: unknown =
      typeof value === 'object' && value !== null ? (value as { reports?: unknown }).reports : null;
    return Array.isArray(reports) ? (reports as unknown[]) : null;
  } catch {
    return null;
  }
}
