import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * How to start one of the document extraction entries (`document-extraction-supervisor`,
 * `document-extraction-child`) as a Node process. From source (tsx, tests) the .ts file beside this
 * one, run through tsx; from the bundle the .js file beside dist/main.js (build.mjs builds all three).
 */
export function extractionEntry(name: 'document-extraction-supervisor' | 'document-extraction-child'): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
    return { file: fileURLToPath(new URL(`./${name}.ts`, here)), execArgv: ['--import', tsx] };
  }
  return { file: fileURLToPath(new URL(`./${name}.js`, here)), execArgv: [] };
}
