/** Moved to the API's domain: the server paints Explore's first frame from the same rules. */
export * from '@propai/api/domain/discovery/explore-filters';
