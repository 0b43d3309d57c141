/** The url of a stored upload, as POST /api/upload answers it and posting bodies name photos. */
export const FILE_URL_RE = /^\/api\/files\/([0-9a-f]{24})$/;

export const fileUrl = (id: string) => `/api/files/${id}`;

/** The upload id a file url names, or null for anything else. */
export function fileIdOf(url: string): string | null {
  return FILE_URL_RE.exec(url)?.[1] ?? null;
}
