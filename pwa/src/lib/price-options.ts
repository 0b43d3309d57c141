/** Moved to the API's domain: the server paints the first frame of these pages from the same rules. */
export * from '@propai/api/domain/discovery/price-options';
