import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = (file: string) => path.join(here, 'src', file);

/**
 * The visitor's build: visitor.html and its entry src/visitor/main.tsx, written into the same dist/ after
 * the designer's app (`npm run build`), with a manifest of its own (dist/.vite/visitor-manifest.json,
 * read by bench/bundle-size.ts and e2e/specs/visitor-bundle.spec.ts). The server sends visitor.html for
 * the genie's addresses (apps/server/src/http/spa.ts).
 *
 * The genie's screens are the same source files as in the designer's app; here their three heaviest
 * libraries are replaced by the small modules of src/visitor that keep the part those screens use:
 * React Router → lite-router.tsx, TanStack Query → lite-query.ts, i18next/react-i18next and the app's
 * i18n setup → lite-i18n.ts (which only reaches the shared and visitor catalogs). React itself is
 * preact/compat here (8 KB gzip instead of 68); the designer's app, the dev server and the unit tests keep React.
 */
const standIns: Record<string, string> = {
  'react-router': src('visitor/lite-router.tsx'),
  '@tanstack/react-query': src('visitor/lite-query.ts'),
  'react-i18next': src('visitor/lite-i18n.ts'),
};
/** React itself: Preact's React-compatible build runs the same screens in a tenth of the bytes. */
const preactFor: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};
const replacedFiles: Record<string, string> = {
  [src('i18n/index.ts')]: src('visitor/lite-i18n.ts'),
};
/** What must never reach the visitor's build (the designer's libraries, server-side validation). */
const refused = /^(i18next|zod|@hookform\/|react-hook-form|@radix-ui\/)/;

function visitorStandIns(): Plugin {
  return {
    name: 'genie-visitor-stand-ins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (standIns[source]) return standIns[source];
      if (preactFor[source]) return this.resolve(preactFor[source], here, { ...options, skipSelf: true });
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && replacedFiles[resolved.id]) return replacedFiles[resolved.id];
      return resolved;
    },
    // zod, i18next and the admin's form and dialog libraries may only reach the lazy chunks of later
    // screens that need them (the booking form); the entry chunk is checked by the visitor-bundle spec.
    moduleParsed(info) {
      if (refused.test(info.id) && info.isEntry) this.error(`${info.id} is an entry of the visitor's build`);
    },
  };
}

/**
 * The stylesheet goes from the head to just after the root element, so that it no longer holds back the
 * page's first paint: Chromium paints what comes before an in-body stylesheet (the loading spinner,
 * styled by visitor.html's own few rules) and stops parsing there until the sheet has come. The module
 * scripts run once parsing is done, so no screen is ever drawn without its styles.
 */
function stylesheetAfterRoot(): Plugin {
  return {
    name: 'genie-visitor-stylesheet-after-root',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        if (links.length === 0) throw new Error('visitor.html: no stylesheet to move');
        let out = html;
        for (const link of links) out = out.replace(link, '');
        const marker = '<!--genie-stylesheet-->';
        if (!out.includes(marker)) throw new Error(`visitor.html: ${marker} missing`);
        return out.replace(marker, links.map((link) => link.trim()).join('\n    '));
      },
    },
  };
}

/** V8's explicit compile hint: a file whose first line this is has all its functions compiled as it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The first screen's chunks (the entry and what it imports statically: Preact, the frames, the home form,
 * the small i18n, query and router modules) start with V8's compile hint. Nearly every function in them
 * runs before the visitor can type, and without the hint V8 compiles each on its first call, on the main
 * thread, inside the first render's task; with it, Chromium (136 and later) compiles them off the main
 * thread while the files download. Measured on the genie's page with the CPU slowed 15× (bench/README.md,
 * "Compile hints"): total blocking time down by about a fifth. Other browsers read the line as a comment.
 * The later screens' chunks are left lazy: most of their code may never run.
 */
function compileHintsForFirstScreen(): Plugin {
  return {
    name: 'genie-visitor-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own handlers (its preload helper puts `__vite__mapDeps` at the top of a chunk): the hint must be line 1.
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        if (entry?.type !== 'chunk') return this.error('visitor build: no entry chunk');
        for (const name of [entry.fileName, ...entry.imports]) {
          const chunk = bundle[name];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // Its source map (an asset of the bundle by now) moves down by the line added.
          const map = bundle[`${name}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [visitorStandIns(), react(), tailwindcss(), stylesheetAfterRoot(), compileHintsForFirstScreen(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    target: 'es2022',
    manifest: '.vite/visitor-manifest.json',
    rolldownOptions: {
      input: { visitor: path.join(here, 'visitor.html') },
      output: {
        codeSplitting: {
          // Preact (React's stand-in) stays cached across deploys of the app's code; everything the first screen needs is the entry.
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/, priority: 1 },
            // One chunk rather than a dozen small ones shared with later screens: it compresses better.
            { name: 'genie', tags: ['$initial'], test: (id) => !id.endsWith('.html') && !id.endsWith(`visitor${path.sep}main.tsx`) },

          ],
        },
      },
    },
  },
});
