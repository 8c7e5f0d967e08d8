// Bundles the server into dist/main.js, the document extraction processes (a supervisor beside
// the server, and the process it starts per document) into dist/document-extraction-*.js, and the
// embedded database's thread into dist/pglite-worker.js (src/runtime/bundled-entry.ts finds them): workspace packages (source-only TypeScript) are inlined,
// every other package stays an import resolved from node_modules at run time.
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// --outdir: somewhere else under dist/ (tests build a private copy to run as a process).
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });

await build({
  entryPoints: {
    main: 'src/main.ts',
    'document-extraction-supervisor': 'src/documents/document-extraction-supervisor.ts',
    'document-extraction-child': 'src/documents/document-extraction-child.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  outdir: values.outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
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
