/**
 * A first-in first-out lock: the company file has one connection, so the database runs one
 * transaction (or one query outside a transaction) at a time and concurrent requests wait
 * their turn instead of interleaving; on PostgreSQL a service's writes wait on one before they take a connection.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Waits for every earlier holder; resolves to the function that lets the next one in. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}
