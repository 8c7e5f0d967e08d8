import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';

// Screens load their code and translations lazily; on a busy 2-core CI machine that can take longer
// than testing-library's 1 s default before `findBy…` gives up. A wait still fails when nothing shows.
configure({ asyncUtilTimeout: 5000 });

// Test files share their worker's window (vitest.config.ts: isolate false): every test starts with the
// empty storage of a fresh browser, whatever the file before it left (a token, a language).
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
