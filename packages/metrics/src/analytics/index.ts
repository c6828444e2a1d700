// Analytics definitions (seed 001); see docs/metrics.md.
export {};
