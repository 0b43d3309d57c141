/** Where a map point leads: a project's page, or a listing's (one route takes a slug or an id). */
export function placeHref(
  layer: 'projects' | 'listings',
  point: { id: string; slug: string | null },
): string {
  const key = encodeURIComponent(point.slug || point.id);
  return layer === 'projects' ? `/projects/${key}` : `/listing/${key}`;
}
