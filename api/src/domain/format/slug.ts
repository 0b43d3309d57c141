/** 'Sector 45, Gurgaon & Co' → 'sector-45-gurgaon-and-co': the URL part of listing and project slugs. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
