/**
 * TTL, the same on both adapters. MongoDB's TTL monitor runs only once a minute and FerretDB 1.x
 * may not run one at all, so "expired" is decided here, deterministically, from the remembered TTL
 * indexes: a document whose TTL field is a Date at or before `now - expireAfterSeconds` is excluded
 * from every read (find, findOne, count) and from updates and deletes, and a periodic sweep removes
 * it for good. Documents without the field are never expired (as in MongoDB).
 */
import type { Filter } from '../types';

export class TtlRules {
  private readonly rules = new Map<string, number>();

  add(field: string, expireAfterSeconds: number): void {
    this.rules.set(field, expireAfterSeconds);
  }

  get size(): number {
    return this.rules.size;
  }

  /** Filter that keeps only live documents, or null when there are no TTL rules. */
  liveFilter(now = Date.now()): Filter | null {
    const clauses = [...this.rules].map(([field, seconds]) => ({
      $or: [{ [field]: { $exists: false } }, { [field]: { $gt: new Date(now - seconds * 1000) } }],
    }));
    if (clauses.length === 0) return null;
    return clauses.length === 1 ? (clauses[0] as Filter) : { $and: clauses };
  }

  /** Filter for documents that have expired, used by the sweep. */
  expiredFilter(now = Date.now()): Filter | null {
    const clauses = [...this.rules].map(([field, seconds]) => ({
      [field]: { $lte: new Date(now - seconds * 1000) },
    }));
    if (clauses.length === 0) return null;
    return clauses.length === 1 ? (clauses[0] as Filter) : { $or: clauses };
  }
}
