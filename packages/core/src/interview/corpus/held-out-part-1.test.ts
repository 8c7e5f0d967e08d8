import { heldOutPart, heldOutSuite } from './test-support/held-out-suite.ts';

// The held-out batches, part 1 of 4 (each part its own file, so the parts are played side by side).
for (const batch of heldOutPart(0, 4)) heldOutSuite(batch);
