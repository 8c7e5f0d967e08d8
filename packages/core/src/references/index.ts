// The reference-image domain: the style and space catalogues it is built on, colour maths, and the
// visitor's preference rounds. (One barrel so the package index needs a single line for all of it.)
export * from '../styles/index.ts';
export * from './lab-colour.ts';
export * from './cosine-similarity.ts';
export * from './seeded-random.ts';
export * from './merge-palettes.ts';
export * from './reference-library.ts';
export * from './reference-fit.ts';
export * from './reference-rounds.ts';
export * from './reference-rounds-outcome.ts';
