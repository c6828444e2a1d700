// Stored files live in @ri/ingestion (packages/ingestion/src/files/fileStorage.ts): the API and the
// workers' Mark CV job both read and write them.
export { CONTENT_TYPES, STORED_FILE_KINDS, contentTypeOf, createLocalFileStorage, isStoredFileName, storedFileKindOf as kindOf } from '@ri/ingestion/parser-free';
export type { FileStorage, StoredFileExtension, StoredFileKind } from '@ri/ingestion/parser-free';
