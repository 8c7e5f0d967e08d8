import { describe, expect, it } from 'vitest';
import { createRunner, drainQueue, type GenieGlobal } from './queue.ts';

/** The snippet's stub, exactly as embedSnippet writes it. */
function snippetStub(): GenieGlobal {
  const stub = function (...args: unknown[]) {
    (stub.q = stub.q || []).push(args);
  } as GenieGlobal;
  return stub;
}

describe('calls made before the loader arrives', () => {
  it('are replayed in order once it loads', () => {
    const stub = snippetStub();
    const seen: string[] = [];
    const onOpened = () => seen.push('listener');
    stub('on', 'opened', onOpened);
    stub('init', { campaign: 'spring' });
    stub('open');
    const run = createRunner({
      on: (event, fn) => seen.push(`on:${String(event)}:${fn === onOpened}`),
      init: (o) => seen.push(`init:${(o as { campaign: string }).campaign}`),
      open: () => seen.push('open'),
    });
    drainQueue(stub, run);
    expect(seen).toEqual(['on:opened:true', 'init:spring', 'open']);
  });

  it('are nothing to replay when the page had no stub', () => {
    const seen: string[] = [];
    drainQueue(undefined, createRunner({ open: () => seen.push('open') }));
    expect(seen).toEqual([]);
  });

  it('ignore unknown commands instead of breaking the host page', () => {
    const stub = snippetStub();
    stub('explode');
    stub('toString');
    stub('open');
    const seen: string[] = [];
    expect(() => drainQueue(stub, createRunner({ open: () => seen.push('open') }))).not.toThrow();
    expect(seen).toEqual(['open']);
  });
});
