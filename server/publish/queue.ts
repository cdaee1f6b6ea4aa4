/**
 * One build at a time. A request while a build runs asks for exactly one more
 * build after it, however many requests arrive meanwhile (they are merged):
 * that build fetches the branch again, so it includes every push.
 */
export class SingleFlight<Request> {
  readonly #work: (request: Request) => Promise<void>;
  readonly #merge: (a: Request, b: Request) => Request;
  #running: Promise<void> | undefined;
  #pending: Request | undefined;
  #stopped = false;

  constructor(work: (request: Request) => Promise<void>, merge: (a: Request, b: Request) => Request) {
    this.#work = work;
    this.#merge = merge;
  }

  /** Starts a build now, or queues one after the build that runs (merged with any already queued). */
  request(request: Request): void {
    if (this.#stopped) return;
    this.#pending = this.#pending === undefined ? request : this.#merge(this.#pending, request);
    if (!this.#running) this.#start();
  }

  #start(): void {
    const running = this.#drain();
    this.#running = running;
    // A request that came as the last build ended, after the loop's last look: one more round.
    void running.then(() => {
      this.#running = undefined;
      if (this.#pending !== undefined && !this.#stopped) this.#start();
    });
  }

  async #drain(): Promise<void> {
    while (this.#pending !== undefined && !this.#stopped) {
      const request = this.#pending;
      this.#pending = undefined;
      try {
        await this.#work(request);
      } catch {
        // `work` reports its own failures; the queue goes on.
      }
    }
  }

  get busy(): boolean {
    return this.#running !== undefined;
  }

  /** Resolves once nothing runs and nothing is queued. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Takes no more requests and drops the queued one; the running build is the caller's to cut short. */
  stop(): Promise<void> {
    this.#stopped = true;
    this.#pending = undefined;
    return this.idle();
  }
}
