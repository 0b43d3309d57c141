/**
 * Stored photos come in screen sizes (GET /api/files/{id}?w=480|800). The widths and urls are the
 * server's (one module, so the srcset the listing page's HTML paints and the gallery's agree).
 */
export {
  CARD_SIZES,
  PHOTO_WIDTHS,
  type PhotoWidth,
  hasSizes,
  photoSrcSet,
  PROJECT_COVER_SIZES,
  sizedPhoto,
} from '@propai/api/domain/uploads/photo-sizes';
