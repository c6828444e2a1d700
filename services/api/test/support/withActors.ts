import { afterAll, beforeAll } from 'vitest';
import { createActors, type Actors } from './actors.ts';
import { createTestApp, type TestApp } from './testApp.ts';

/**
 * A test app with its actors for the enclosing describe block: made before its tests (handed to `use`),
 * closed after them.
 */
export function withActors(use: (t: TestApp, a: Actors) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    use(app, await createActors(app));
  });
  afterAll(async () => { await app?.close(); });
}
