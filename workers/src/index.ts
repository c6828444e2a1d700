export { closeWorkers, startWorkers, type Processor, type ProcessorContext, type ProcessorMap } from './runtime.ts';
export { PROCESSORS } from './processors.ts';
