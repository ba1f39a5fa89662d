import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Admission, type Place } from './admission.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Admission on a clock the test moves, with the granted places and the refusals it saw. */
function admission(limits = { maxInFlight: 1, maxWaitMs: 1000, overloadWaitMs: 100 }) {
  let now = 0;
  const door = new Admission(limits, () => now);
  const places: Place[] = [];
  const refused: string[] = [];
  const ask = (name: string, speculative = false) =>
    door.ask(
      speculative,
      (place) => places.push(place),
      () => refused.push(name),
    );
  return { door, places, refused, ask, at: (ms: number) => (now = ms) };
}

describe('admission by how long a request would wait', () => {
  it('gives each freed place to the request that waited longest', () => {
    const { door, places, ask } = admission();
    ask('first');
    ask('second');
    ask('third');
    expect([places.length, door.waiting]).toEqual([1, 2]);
    places[0]?.leave();
    places[1]?.leave();
    expect([places.length, door.waiting, door.inFlight]).toEqual([3, 0, 1]);
  });

  it('waits the long wait in a burst, and only the short one once the queue has stood that long', () => {
    const { door, places, refused, ask, at } = admission();
    ask('first');
    at(50);
    places[0]?.leave(); // a place is held 50 ms
    ask('held');
    ask('a');
    ask('b'); // 100 ms ahead of it: within the long wait
    expect(refused).toEqual([]);
    at(1200); // the queue has not emptied for over a second: overload
    ask('c'); // would wait 150 ms, past the short wait: refused at once
    expect(refused).toEqual(['c']);
    expect(door.waiting).toBe(2);
  });

  it('refuses a request still waiting at its deadline, and forgets one whose asker left', () => {
    const { door, refused, ask } = admission();
    ask('held');
    ask('late');
    const withdraw = ask('gone');
    withdraw();
    vi.advanceTimersByTime(1000);
    expect(refused).toEqual(['late']);
    expect(door.waiting).toBe(0);
  });

  it('lets a prefetch wait only the short wait', () => {
    const { refused, ask } = admission();
    ask('held');
    ask('prefetch', true);
    vi.advanceTimersByTime(100);
    expect(refused).toEqual(['prefetch']);
  });
});
