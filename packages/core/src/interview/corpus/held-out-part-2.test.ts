import { heldOutPart, heldOutSuite } from './test-support/held-out-suite.ts';

// The held-out batches, part 2 of 4 (each part its own file, so the parts are played side by side).
for (const batch of heldOutPart(1, 4)) heldOutSuite(batch);
