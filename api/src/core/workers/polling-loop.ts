/**
 * A worker's polling: every `intervalMs`, and at once when woken (work just arrived). One round at a time: a wake
 * during a round runs another right after it, as does a round that answers that more work may be waiting.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly options: { intervalMs: number; round: () => Promise<boolean>; failed: (error: unknown) => void },
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.running = this.run();
  }

  /** Stops polling (at once, before it waits) and waits for the round under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (!this.stopped) this.timer = setTimeout(() => this.wake(), this.options.intervalMs);
  }

  private async run(): Promise<void> {
    try {
      do {
        this.again = false;
        if (await this.options.round()) this.again = true;
      } while (this.again && !this.stopped);
    } catch (error) {
      this.options.failed(error);
    } finally {
      this.running = null;
      this.schedule();
    }
  }
}
