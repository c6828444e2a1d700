// Validation and business rules of the seeds (000 section 5, 002 section 5).
export {};
