/**
 * The shapes of a stored document and of a query over it: the subset of MongoDB's query language
 * that both storage adapters support (api/src/store/types.ts lists it). Pure types, so the domain's
 * search filters and projections can be written here without reaching into the store.
 */

export type Doc = { _id: string } & Record<string, unknown>;

export type Filter = Record<string, unknown>;

export type SortSpec = Record<string, 1 | -1>;

/** 1 to include a field, 0 to exclude it; do not mix the two (except _id: 0). */
export type Projection = Record<string, 0 | 1>;
