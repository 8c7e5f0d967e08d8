import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The entries build.mjs bundles beside dist/main.js, each with its source file under src/. */
const entries = {
  'document-extraction-supervisor': 'documents/document-extraction-supervisor.ts',
  'document-extraction-child': 'documents/document-extraction-child.ts',
  'pglite-worker': 'db/pglite-worker.ts',
  'demo-image-child': 'images/demo-library/demo-image-child.ts',
  'create-cluster-process': 'db/create-cluster-process.ts',
} as const;

export type BundledEntry = keyof typeof entries;

/**
 * How to start one of the server's own entries as a process or a worker thread. From source (tsx,
 * tests) the .ts file under src/, run through tsx; from the bundle the .js file beside dist/main.js
 * (build.mjs builds them all).
 */
export function bundledEntry(name: BundledEntry): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
    return { file: fileURLToPath(new URL(`../${entries[name]}`, here)), execArgv: ['--import', tsx] };
  }
  return { file: fileURLToPath(new URL(`./${name}.js`, here)), execArgv: [] };
}

/**
 * How to start one of the server's own entries as a worker thread (`new Worker(source, { eval })`).
 * From the bundle, its .js file. From source a worker ignores `--import` in its execArgv for its own
 * entry, so a two-line bootstrap registers tsx in the thread, then imports the .ts file.
 */
export function workerEntry(name: BundledEntry): { source: string; eval: boolean } {
  const { file, execArgv } = bundledEntry(name);
  if (execArgv.length === 0) return { source: file, eval: false };
  // require.resolve finds the package's CommonJS build of its API; the ES module one sits beside it.
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const entry = pathToFileURL(file).href;
  return { source: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`, eval: true };
}
