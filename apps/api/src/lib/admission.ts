/** How long a request may wait for a place while the queue drains (a burst), in ms (decision 0030). */
export const DEFAULT_MAX_QUEUE_WAIT_MS = 1000;
/** How long it may wait once the queue has stood that long without emptying (overload), in ms. */
export const DEFAULT_OVERLOAD_QUEUE_WAIT_MS = 100;
/**
 * How long a refusal is held before it is answered, in ms: a client that asks again at once (a retry loop, a
 * script, a load generator) then asks at most about once per this time on each connection, and the process spends
 * its CPU on the work it admitted rather than on refusing (decision 0030).
 */
export const DEFAULT_REFUSAL_PACE_MS = 35;

export interface AdmissionLimits {
  /** Requests answered at once; the next ones wait for a place (0: no limit, nobody waits). */
  maxInFlight: number;
  /** The longest a request waits for a place while the queue keeps emptying: a burst is served, not refused. */
  maxWaitMs: number;
  /**
   * The longest it waits once the queue has not emptied for `maxWaitMs` (a standing queue: more arrives than the
   * process answers), and the longest a prefetch ever waits: under overload, waiting only makes every answer late.
   */
  overloadWaitMs: number;
}

/** A place held by an admitted request, until it leaves. */
export interface Place {
  /** Frees the place (once; later calls do nothing). `timed: false` when the request did not do its work in it. */
  leave(timed?: boolean): void;
}

interface Waiter {
  grant: (place: Place) => void;
  refuse: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Admission by how long a request would wait (in the manner of CoDel, as "Fail at Scale" describes it): past
 * `maxInFlight` requests at once, a request waits in a first-in first-out queue and starts when a place frees. It
 * is refused — at once — only when it could not start within the wait allowed, judged from the queue ahead of it
 * and how long a place is held lately; and refused at its deadline when the estimate was wrong. The wait allowed is
 * `maxWaitMs` while the queue keeps emptying, `overloadWaitMs` once it has stood that long.
 */
export class Admission {
  private places = 0;
  private readonly queue: Waiter[] = [];
  /** When the queue last became non-empty (null: empty). */
  private standingSince: number | null = null;
  /** How long a place is held lately, in ms (a moving average; 0 until the first request left). */
  private heldMs = 0;

  private readonly limits: AdmissionLimits;
  private readonly now: () => number;

  constructor(limits: AdmissionLimits, now: () => number = () => performance.now()) {
    this.limits = limits;
    this.now = now;
  }

  get inFlight(): number {
    return this.places;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Whether a request would start now: a place is free and nobody waits for one. */
  free(): boolean {
    return this.limits.maxInFlight <= 0 || (this.places < this.limits.maxInFlight && this.queue.length === 0);
  }

  /** Takes a place whatever the count (a request whose body has arrived, admitted when it came). */
  enter(): Place {
    this.places++;
    const since = this.now();
    let left = false;
    return {
      leave: (timed = true) => {
        if (left) return;
        left = true;
        this.places--;
        if (timed)
          this.heldMs = this.heldMs === 0 ? this.now() - since : 0.9 * this.heldMs + 0.1 * (this.now() - since);
        this.drain();
      },
    };
  }

  /**
   * Whether a request arriving now could not start within the wait allowed, judged from the queue ahead of it and
   * how long a place is held lately (false when a place is free).
   */
  refuses(speculative: boolean): boolean {
    if (this.free()) return false;
    const allowed = this.allowedMs(speculative);
    const expected = ((this.queue.length + 1) * this.heldMs) / this.limits.maxInFlight;
    return allowed <= 0 || expected > allowed;
  }

  /** The wait allowed to a request arriving now. */
  private allowedMs(speculative: boolean): number {
    const { maxWaitMs, overloadWaitMs } = this.limits;
    if (speculative) return Math.min(maxWaitMs, overloadWaitMs);
    const standing = this.standingSince !== null && this.now() - this.standingSince > maxWaitMs;
    return standing ? overloadWaitMs : maxWaitMs;
  }

  /**
   * Asks for a place: `grant` once one is free (at once when one is), or `refuse` when none would be within the wait
   * allowed. Returns the withdrawal of a request still waiting (its asker left); it is then neither granted nor
   * refused.
   */
  ask(speculative: boolean, grant: (place: Place) => void, refuse: () => void): () => void {
    if (this.free()) {
      grant(this.enter());
      return () => undefined;
    }
    const allowed = this.allowedMs(speculative);
    if (this.refuses(speculative)) {
      refuse();
      return () => undefined;
    }
    const waiter: Waiter = {
      grant,
      refuse,
      timer: setTimeout(() => {
        if (this.remove(waiter)) refuse();
      }, allowed),
    };
    waiter.timer.unref?.();
    if (this.queue.length === 0) this.standingSince = this.now();
    this.queue.push(waiter);
    return () => {
      if (this.remove(waiter)) clearTimeout(waiter.timer);
    };
  }

  private remove(waiter: Waiter): boolean {
    const index = this.queue.indexOf(waiter);
    if (index === -1) return false;
    this.queue.splice(index, 1);
    if (this.queue.length === 0) this.standingSince = null;
    return true;
  }

  /** Gives free places to the longest waiting. */
  private drain(): void {
    while (this.queue.length > 0 && this.places < this.limits.maxInFlight) {
      const waiter = this.queue.shift() as Waiter;
      clearTimeout(waiter.timer);
      if (this.queue.length === 0) this.standingSince = null;
      waiter.grant(this.enter());
    }
  }
}
