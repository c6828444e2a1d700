export type { DB as Database } from './schema.ts';
export * from './schema.ts';
export { createDb, createPool, type Db, type DbOptions } from './connection.ts';
export { migrateToLatest } from './migrate.ts';
export { advisoryXactLock } from './advisoryLock.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { normaliseName } from './names.ts';
export { endOpenEmailTokens, hashEmailToken, newEmailToken } from './emailTokens.ts';
export { copyOutColumns, BinaryCopyWriter, type CopyOutColumn, type CopyOutResult } from './copy.ts';
