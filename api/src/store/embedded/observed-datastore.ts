/**
 * A NeDB Datastore that tells observers (Collection.observe) about every change to its documents.
 * NeDB applies every write to memory through four methods — add to its indexes, remove from them,
 * update them (one pair or a batch), reset them (load) — each undone by NeDB itself when an index
 * refuses the change, before it returns. Observers are told after a method has succeeded, so they
 * see exactly the documents NeDB holds, in write order (inserts, updates, removals, TTL removals,
 * the rollback of a failed multi-insert, loads). Overrides NeDB 4.1.2 internals (pinned in
 * api/package.json); observed-datastore.test.ts checks each path.
 */
import Datastore from '@seald-io/nedb';
import type { Doc, DocumentObserver } from '../types';

interface NedbIndexing {
  _addToIndexes(doc: Doc): void;
  _removeFromIndexes(doc: Doc): void;
  _updateIndexes(before: Doc | { oldDoc: Doc; newDoc: Doc }[], after?: Doc): void;
  _resetIndexes(docs?: Doc[]): void;
}

const base = Datastore.prototype as unknown as NedbIndexing;

export class ObservedDatastore extends Datastore {
  private readonly observers = new Set<DocumentObserver>();

  /** Starts telling `observer`, with every document held now. */
  observe(observer: DocumentObserver): void {
    observer.reset(this.getAllData());
    this.observers.add(observer);
  }

  _addToIndexes(doc: Doc): void {
    base._addToIndexes.call(this, doc);
    for (const o of this.observers) o.insert(doc);
  }

  _removeFromIndexes(doc: Doc): void {
    base._removeFromIndexes.call(this, doc);
    for (const o of this.observers) o.remove(doc);
  }

  _updateIndexes(before: Doc | { oldDoc: Doc; newDoc: Doc }[], after?: Doc): void {
    base._updateIndexes.call(this, before, after);
    const pairs = Array.isArray(before) ? before : [{ oldDoc: before, newDoc: after as Doc }];
    for (const o of this.observers) for (const p of pairs) o.update(p.oldDoc, p.newDoc);
  }

  _resetIndexes(docs?: Doc[]): void {
    base._resetIndexes.call(this, docs);
    for (const o of this.observers) o.reset(docs ?? []);
  }
}
