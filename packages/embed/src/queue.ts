import type { Stage } from './stage.ts';

/**
 * The stub-and-queue API: the snippet defines `window.Genie` as a function that pushes its arguments
 * onto `Genie.q`; once loaded, the loader replays that queue in order and replaces the stub with the
 * real command function, so `Genie('open')` works the same before and after the script arrives.
 */
export type Command = (...args: unknown[]) => void;
export type Commands = Record<string, Command>;

export interface GenieGlobal {
  (name: string, ...args: unknown[]): void;
  q?: ArrayLike<unknown>[];
  /** Internal: the launcher's state for the panel code, and the panel code's command entry. */
  s?: Stage;
  p?: (command: string) => void;
}

export function createRunner(commands: Commands): GenieGlobal {
  const run = ((name: string, ...args: unknown[]) => {
    const command = Object.prototype.hasOwnProperty.call(commands, name) ? commands[name] : undefined;
    command?.(...args);
  }) as GenieGlobal;
  return run;
}

/** Replays the calls queued by the stub, in order, through `run`. */
export function drainQueue(stub: GenieGlobal | undefined, run: GenieGlobal) {
  const queued = stub && typeof stub === 'function' && stub.q ? Array.from(stub.q) : [];
  for (const args of queued) {
    const [name, ...rest] = Array.from(args);
    if (typeof name === 'string') run(name, ...rest);
  }
}
