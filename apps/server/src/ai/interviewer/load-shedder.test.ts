import { describe, expect, it } from 'vitest';
import { createLoadShedder } from './load-shedder.ts';

describe('the load shedder', () => {
  it('lets every turn call the model while the server keeps up', () => {
    const shedder = createLoadShedder({ minInFlight: 2, lagMs: 250, recentLagMs: () => 40 });
    const admitted = Array.from({ length: 20 }, () => shedder.admit());
    expect(admitted.every(Boolean)).toBe(true);
    expect(shedder.inFlight).toBe(20);
  });

  it('answers new turns on the engine while the server is behind with many turns in flight, and lets them through again once they end', () => {
    let lag = 600;
    const shedder = createLoadShedder({ minInFlight: 2, lagMs: 250, recentLagMs: () => lag });
    const first = shedder.admit();
    const second = shedder.admit();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(shedder.admit()).toBeNull();
    first!();
    first!(); // a second release changes nothing
    expect(shedder.inFlight).toBe(1);
    expect(shedder.admit()).not.toBeNull();
    expect(shedder.admit()).toBeNull();
    lag = 30;
    expect(shedder.admit()).not.toBeNull();
  });

  it('never sheds a lone turn, however late the event loop ran (a slow start, a large import)', () => {
    const shedder = createLoadShedder({ minInFlight: 8, recentLagMs: () => 5_000 });
    for (let i = 0; i < 8; i++) expect(shedder.admit()).not.toBeNull();
    expect(shedder.admit()).toBeNull();
  });
});
