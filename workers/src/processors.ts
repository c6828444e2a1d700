import type { ProcessorMap } from './runtime.ts';
import { authorTotalsProcessor } from './authorTotals/processor.ts';

/** Every queue's processor. The type makes a missing one a compile error; startWorkers checks again at run time. */
export const PROCESSORS: ProcessorMap = {
  authorTotals: authorTotalsProcessor,
};
