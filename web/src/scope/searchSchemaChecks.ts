import { expect, it } from 'vitest';

/** What a route's validateSearch gets: a schema TanStack Router validates through Standard Schema, with `parse`. */
export interface RouteSearchSchema {
  '~standard': { validate(value: unknown): unknown };
  parse(value: unknown): unknown;
}

/**
 * One test per route search schema (docs: ARCHITECTURE.md, "Web routes"): whatever a hand-edited or outdated
 * link holds, each search validates synchronously without issues through TanStack's Standard Schema
 * interface, an unknown key is dropped, and what comes out reads again the same (no raw value of the URL
 * passes through unread). Shared by the unit tests of the schemas.
 */
export function itReadsHostileSearches(schemas: Record<string, RouteSearchSchema>, searches: Record<string, unknown>[], title: (route: string) => string): void {
  for (const [route, schema] of Object.entries(schemas)) {
    it(title(route), () => {
      for (const search of searches) {
        const result = schema['~standard'].validate(search);
        if (result instanceof Promise) throw new Error('search schemas must validate synchronously');
        expect((result as { issues?: unknown }).issues).toBeUndefined();
        const value = (result as { value: Record<string, unknown> }).value;
        expect(value).not.toHaveProperty('unknown');
        expect(schema.parse(value), route).toEqual(value);
      }
    });
  }
}
