// Bundles the server into dist/main.js: workspace packages (source-only TypeScript) are inlined,
// every other package stays an import resolved from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
