/**
 * `@ri/contracts` (every schema, and zod) is ~45 KB compressed, and the package cannot be
 * tree-shaken today; the public pages' request functions load it when they first call the API
 * rather than with the page (web/README.md, public pages' JavaScript budget).
 */
export function loadContracts() {
  return import('@ri/contracts');
}

export function loadZod() {
  return import('zod');
}
