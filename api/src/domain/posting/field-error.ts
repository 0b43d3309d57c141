/**
 * The shape every posting rule answers with, shared by the PWA forms and the API routes (which
 * turn a non-empty list into `400 { fields: { [field]: message } }`). Kept dependency-free: the
 * PWA imports these files by relative path, so nothing here may touch node, zod or the store.
 */
export type FieldError = { field: string; message: string };

/** First message per field, the shape of the API's 400 `fields`. */
export function fieldMap(errors: FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of errors) out[field] ??= message;
  return out;
}
