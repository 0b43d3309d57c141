/** Moved to the API's domain: the server paints /browse/listings' first frame from the same rules. */
export * from '@propai/api/domain/discovery/listing-query';
