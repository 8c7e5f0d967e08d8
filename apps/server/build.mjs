// Bundles the server into dist/main.js, the document extraction processes (a supervisor beside
// the server, and the process it starts per document) into dist/document-extraction-*.js, and the
// embedded database's thread into dist/pglite-worker.js, the demo library's drawing process into dist/demo-image-child.js, a new embedded database's making into dist/create-cluster-process.js (src/runtime/bundled-entry.ts finds them): workspace packages (source-only TypeScript) are inlined,
// every other package stays an import resolved from node_modules at run time.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// --outdir: somewhere else under dist/ (tests build a private copy to run as a process).
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });

// Chunk names carry a hash of their content: last build's files go first, so none is left behind.
fs.mkdirSync(values.outdir, { recursive: true });
for (const name of fs.readdirSync(values.outdir)) {
  if (/\.js(\.map)?$/.test(name)) fs.rmSync(path.join(values.outdir, name));
}

await build({
  entryPoints: {
    main: 'src/main.ts',
    'document-extraction-supervisor': 'src/documents/document-extraction-supervisor.ts',
    'document-extraction-child': 'src/documents/document-extraction-child.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'demo-image-child': 'src/images/demo-library/demo-image-child.ts',
    'create-cluster-process': 'src/db/create-cluster-process.ts',
  },
  outdir: values.outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // main.ts imports the app's modules only after it has begun opening the database: split into chunks
  // (beside main.js, so paths found from import.meta.url stay the same), they load while it opens.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@genie/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
