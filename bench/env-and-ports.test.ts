import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberAtLeast, positiveInt } from './env-and-ports.ts';

const KNOB = 'BENCH_TEST_KNOB';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a whole-number knob (positiveInt)', () => {
  it('takes the fallback when unset or empty', () => {
    vi.stubEnv(KNOB, undefined);
    expect(positiveInt(KNOB, 8)).toBe(8);
    vi.stubEnv(KNOB, '');
    expect(positiveInt(KNOB, 8)).toBe(8);
  });

  it('takes a positive integer', () => {
    vi.stubEnv(KNOB, '500');
    expect(positiveInt(KNOB, 8)).toBe(500);
  });

  it.each(['abc', '0', '-2', '1.5', 'Infinity'])('stops on %j, naming the variable', (value) => {
    vi.stubEnv(KNOB, value);
    expect(() => positiveInt(KNOB, 8)).toThrow(`${KNOB} must be a positive integer, got ${JSON.stringify(value)}`);
  });
});

describe('a number knob with a floor (numberAtLeast), as the Lighthouse CPU slowdown', () => {
  it('takes the fallback when unset or empty', () => {
    vi.stubEnv(KNOB, undefined);
    expect(numberAtLeast(KNOB, 1, 4)).toBe(4);
    vi.stubEnv(KNOB, '');
    expect(numberAtLeast(KNOB, 1, 4)).toBe(4);
  });

  it.each([
    ['7', 7],
    ['1.5', 1.5],
    ['1', 1],
  ])('takes %j as %d', (value, expected) => {
    vi.stubEnv(KNOB, value);
    expect(numberAtLeast(KNOB, 1, 4)).toBe(expected);
  });

  it.each(['abc', '0', '-2', '0.5', 'Infinity', 'NaN', '4x'])('stops on %j, naming the variable, instead of running on NaN or a corrected value', (value) => {
    vi.stubEnv(KNOB, value);
    expect(() => numberAtLeast(KNOB, 1, 4)).toThrow(`${KNOB} must be a number of at least 1, got ${JSON.stringify(value)}`);
  });
});
