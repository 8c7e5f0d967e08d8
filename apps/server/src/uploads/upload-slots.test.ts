import { describe, expect, it } from 'vitest';
import { createUploadSlots, type UploadSlotLimits } from './upload-slots.ts';

const limits: UploadSlotLimits = { concurrency: 2, perDesigner: 1, queue: 3, queuePerDesigner: 2, maxWaitMs: 60_000 };

/** A task that runs until released, recording when it started. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { task: () => (log.push(name), done.then(() => name)), release };
}
const settle = () => new Promise((r) => setImmediate(r));
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (err: { code?: string }) => err.code);

describe('upload slots', () => {
  it('runs at most two uploads at once, and one designer’s one at a time, the rest in order', async () => {
    const slots = createUploadSlots(limits);
    const log: string[] = [];
    const [a1, a2, b1, c1] = [gate(log, 'a1'), gate(log, 'a2'), gate(log, 'b1'), gate(log, 'c1')];
    const runs = [slots.run('a', a1.task), slots.run('a', a2.task), slots.run('b', b1.task), slots.run('c', c1.task)];
    await settle();
    expect(log).toEqual(['a1', 'b1']);
    a1.release();
    await settle();
    expect(log).toEqual(['a1', 'b1', 'a2']);
    b1.release();
    await settle();
    expect(log).toEqual(['a1', 'b1', 'a2', 'c1']);
    a2.release();
    c1.release();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'b1', 'c1']);
  });

  it('refuses with uploads_busy past the queue, per designer and per instance, and says so before the body is read', async () => {
    const slots = createUploadSlots(limits);
    const log: string[] = [];
    const gates = Array.from({ length: 3 }, (_, i) => gate(log, `a${i}`));
    const running = gates.map((g) => slots.run('a', g.task));
    expect(slots.wouldRefuse('a')).toBe(true); // one running, two waiting
    let refusedRan = false;
    const refused = async () => {
      refusedRan = true;
      return 'never';
    };
    expect(await codeOf(slots.run('a', refused))).toBe('uploads_busy');
    expect(slots.wouldRefuse('b')).toBe(false);
    const b = gate(log, 'b');
    const runningB = slots.run('b', b.task);
    const waitingC = slots.run('c', async () => 'c'); // instance full: waits, the queue is now full
    expect(slots.wouldRefuse('d')).toBe(true);
    expect(await codeOf(slots.run('d', refused))).toBe('uploads_busy');
    [...gates, b].forEach((g) => g.release());
    expect(await Promise.all([...running, runningB, waitingC])).toEqual(['a0', 'a1', 'a2', 'b', 'c']);
    expect(refusedRan).toBe(false);
  });

  it('refuses an upload that waited too long, and frees the slot of a task that failed', async () => {
    const slots = createUploadSlots({ ...limits, maxWaitMs: 20 });
    const log: string[] = [];
    const a = gate(log, 'a');
    const running = slots.run('a', a.task);
    expect(await codeOf(slots.run('a', async () => 'late'))).toBe('uploads_busy');
    a.release();
    await running;
    expect(await codeOf(slots.run('a', () => Promise.reject(Object.assign(new Error('x'), { code: 'file_unreadable' }))))).toBe('file_unreadable');
    expect(await slots.run('a', async () => 'free again')).toBe('free again');
  });
});
