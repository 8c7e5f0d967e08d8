/**
 * A catalogue folder picked in the browser: its sidecar (furniture.csv / .json, or metadata.csv /
 * .json) lists the products, and an `image` column may name a photo file of the same folder. The
 * server adds the rows and names the photos it still wants; they are matched here to the picked files.
 */
export const SIDECAR_NAMES = ['furniture.csv', 'furniture.json', 'metadata.csv', 'metadata.json'] as const;

/** What the folder import reads of a File: its name and its path inside the picked folder. */
export interface PickedFile {
  readonly name: string;
  readonly webkitRelativePath: string;
}

/** The path inside the picked folder: `Catalogue/photos/a.jpg` → `photos/a.jpg`. */
export function pathInFolder(file: PickedFile): string {
  const full = (file.webkitRelativePath || file.name).replace(/\\/g, '/');
  const slash = full.indexOf('/');
  return slash >= 0 ? full.slice(slash + 1) : full;
}

/** The folder's sidecar: the first of SIDECAR_NAMES found, nearest the folder's top. */
export function findSidecar<F extends PickedFile>(files: readonly F[]): F | undefined {
  const depth = (f: F) => pathInFolder(f).split('/').length;
  const candidates = files
    .filter((f) => (SIDECAR_NAMES as readonly string[]).includes(f.name.toLowerCase()))
    .sort((a, b) => depth(a) - depth(b) || SIDECAR_NAMES.indexOf(a.name.toLowerCase() as never) - SIDECAR_NAMES.indexOf(b.name.toLowerCase() as never));
  return candidates[0];
}

/**
 * The picked file a sidecar names: its path relative to the sidecar's folder first, then the same
 * path from the folder's top, then (when only one file has that name) its bare name — case aside.
 */
export function matchPhoto<F extends PickedFile>(files: readonly F[], sidecar: PickedFile, wanted: string): F | undefined {
  const norm = (p: string) => p.replace(/\\/g, '/').replace(/^\.\//, '').toLowerCase();
  const sidecarDir = pathInFolder(sidecar).split('/').slice(0, -1).join('/');
  const want = norm(wanted);
  const fromSidecar = norm(sidecarDir ? `${sidecarDir}/${wanted}` : wanted);
  const exact = files.find((f) => norm(pathInFolder(f)) === fromSidecar) ?? files.find((f) => norm(pathInFolder(f)) === want);
  if (exact) return exact;
  const base = want.split('/').pop() ?? want;
  const byName = files.filter((f) => f.name.toLowerCase() === base);
  return byName.length === 1 ? byName[0] : undefined;
}
