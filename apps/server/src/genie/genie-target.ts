/** Which genie a visitor call is for: a designer's (by link words) or the built-in demo studio. */
export type GenieTarget = { kind: 'designer'; linkWords: string } | { kind: 'demo' };
