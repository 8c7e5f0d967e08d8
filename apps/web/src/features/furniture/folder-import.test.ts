import { describe, expect, it } from 'vitest';
import { findSidecar, matchPhoto, pathInFolder } from './folder-import.ts';

const file = (path: string) => ({ name: path.split('/').pop()!, webkitRelativePath: path });

describe('a catalogue folder picked in the browser', () => {
  const folder = [
    file('Oak Studio/photos/teak-bench.jpg'),
    file('Oak Studio/photos/Cane Chair.PNG'),
    file('Oak Studio/furniture.csv'),
    file('Oak Studio/old/metadata.csv'),
    file('Oak Studio/old/teak-bench.jpg'),
    file('Oak Studio/readme.txt'),
  ];

  it('reads paths inside the folder, without the folder itself', () => {
    expect(pathInFolder(folder[0]!)).toBe('photos/teak-bench.jpg');
  });

  it('uses the sidecar nearest the top', () => {
    expect(findSidecar(folder)?.webkitRelativePath).toBe('Oak Studio/furniture.csv');
    expect(findSidecar([file('x/a/metadata.json'), file('x/furniture.json')])?.webkitRelativePath).toBe('x/furniture.json');
    expect(findSidecar([file('x/photo.jpg')])).toBeUndefined();
  });

  it('finds the photo a row names by its path, case aside, and by a bare name only when it is unique', () => {
    const sidecar = findSidecar(folder)!;
    expect(matchPhoto(folder, sidecar, 'photos/teak-bench.jpg')?.webkitRelativePath).toBe('Oak Studio/photos/teak-bench.jpg');
    expect(matchPhoto(folder, sidecar, './photos/cane chair.png')?.webkitRelativePath).toBe('Oak Studio/photos/Cane Chair.PNG');
    expect(matchPhoto(folder, sidecar, 'cane chair.png')?.webkitRelativePath).toBe('Oak Studio/photos/Cane Chair.PNG');
    // Two files are called teak-bench.jpg: a bare name does not choose between them.
    expect(matchPhoto(folder, sidecar, 'teak-bench.jpg')).toBeUndefined();
    expect(matchPhoto(folder, sidecar, 'photos/missing.jpg')).toBeUndefined();
  });

  it("reads a row's path from the sidecar's own folder", () => {
    const sidecar = file('Oak Studio/old/metadata.csv');
    expect(matchPhoto(folder, sidecar, 'teak-bench.jpg')?.webkitRelativePath).toBe('Oak Studio/old/teak-bench.jpg');
  });
});
