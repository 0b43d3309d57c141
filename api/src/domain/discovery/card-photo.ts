/**
 * The photo a result card shows, from the stored document as the API sends it: the app's cards
 * (pwa/src/lib/card-models.ts) and the server's first frame of a discovery page
 * (api/src/http/discovery-frames.ts) pick it by the same rule, so the frame's photo is the one the
 * app's first card then shows in its place. '' when the document has none.
 */
type Doc = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
/** The first string of a list, or the value itself when it is a single string. */
const firstText = (v: unknown): string =>
  Array.isArray(v) ? text(v.find((x) => typeof x === 'string')) : text(v);

/** A project's card photo: its cover, else its first image. */
export const projectCardPhoto = (doc: Doc): string =>
  text(doc.coverImage) || firstText(doc.images) || text(doc.image);

/** A listing's card photo: its first photo (the cover the lister chose), else older fields. */
export const listingCardPhoto = (doc: Doc): string =>
  firstText(doc.photos) || firstText(doc.images) || text(doc.image) || text(doc.thumbnail);
