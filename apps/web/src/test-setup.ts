import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Screens load their code and translations lazily; on a busy 2-core CI machine that can take longer
// than testing-library's 1 s default before `findBy…` gives up. A wait still fails when nothing shows.
configure({ asyncUtilTimeout: 5000 });
