/**
 * A per-collection queue for writes. Embedded: NeDB runs each call serially, but a read-modify-write
 * such as findOneAndUpdate or an upsert takes several NeDB calls; running every write through this
 * queue makes each of our operations atomic with respect to the others in this process (the
 * embedded store has one writer process by design). Mongo: FerretDB 1.x applies updates as
 * read-modify-write in its proxy and loses concurrent `$inc`s, so updates are queued there too.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    // Keep the chain alive after a failure; the caller still sees the rejection.
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every queued task has settled. */
  async drain(): Promise<void> {
    await this.tail;
  }
}
