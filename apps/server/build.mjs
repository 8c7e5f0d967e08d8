// Bundles the server into dist/main.js, and the document extraction process (a separate Node
// process the server forks per document) into dist/document-extraction-child.js: workspace packages (source-only TypeScript) are inlined,
// every other package stays an import resolved from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'document-extraction-child': 'src/documents/document-extraction-child.ts' },
  outdir: 'dist',
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
