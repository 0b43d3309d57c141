/**
 * Runs a task on an interval without ever overlapping itself and without keeping the process alive;
 * `stop()` waits for a run in progress so `close()` never races a sweep against shutdown.
 */
export class Sweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      // A failed sweep is retried on the next tick; expired documents stay hidden meanwhile.
      this.running = this.task()
        .catch(() => undefined)
        .finally(() => {
          this.running = null;
        });
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
