/**
 * The location line under "Location". Seeded (and admin-typed) addresses often already end with the
 * locality, city and PIN, so those are appended only when the address does not contain them; and a
 * landmark stored as "Near X" is not prefixed with a second "near".
 */
export function addressLine(parts: {
  address?: string | null | undefined;
  locality?: string | null | undefined;
  city?: string | null | undefined;
  pincode?: string | number | null | undefined;
}): string {
  const address = (parts.address ?? '').trim();
  const has = (v: string) => address.toLowerCase().includes(v.toLowerCase());
  const extra = [parts.locality, parts.city, parts.pincode]
    .map((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .filter((v) => v !== '' && !has(v));
  return [address, ...extra].filter(Boolean).join(', ');
}

/** @example landmarkText('Near Sector 137 Metro') → 'Near Sector 137 Metro'; landmarkText('DLF Mall') → 'near DLF Mall' */
export function landmarkText(landmark: string): string {
  return /^near\b/i.test(landmark.trim()) ? landmark.trim() : `near ${landmark.trim()}`;
}
