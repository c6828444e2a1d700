// The author search (GET /authors) runs the shared search of services/api/src/queries/authorRecords.ts.
export { searchAuthorsByName } from '../../queries/authorRecords.ts';
