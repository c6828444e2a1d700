import path from 'node:path';

/** What rolldown's chunking pass lets a group's name function read about the module graph. */
interface ChunkingGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * Libraries every page runs before its screen: React, React DOM and TanStack Router with its
 * stores. Captured whole (the router's link and hook modules that only screen chunks import are
 * small, and every page uses them).
 */
const SHELL_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](router-core|react-router|history|store|react-store))[\\/]/;

/**
 * One chunk for the app shell: `src/main.tsx` and every module of ours it reaches by static
 * imports (router, route definitions with their search parsers, auth, API client, theme), the
 * libraries above, and (rolldown adds a captured module's dependencies) the Mantine modules these
 * use. Left alone, rolldown splits this code into ~17 small shared chunks, because screens import
 * parts of it too; each file costs a request and compresses on its own, ~5 KB more gzip in all for
 * the landing page. Nothing a screen needs beyond this is added: screens stay in their lazy chunks.
 */
export function appShellChunk(webRoot: string) {
  const roots = [path.join(webRoot, 'src', 'main.tsx'), path.join(webRoot, 'src', 'components', 'AppLayouts', 'PublicLayout.tsx')];
  let shell: Set<string> | null = null;

  function staticClosure(graph: ChunkingGraph): Set<string> {
    const found = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const id = pending.pop()!;
      // packages are chosen by SHELL_PACKAGES: walking into a barrel such as @mantine/core would take all of it
      if (found.has(id) || id.includes(`${path.sep}node_modules${path.sep}`)) continue;
      found.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return found;
  }

  return {
    name: (moduleId: string, graph: ChunkingGraph): string | null => {
      shell ??= staticClosure(graph);
      return shell.has(moduleId) || SHELL_PACKAGES.test(moduleId) ? 'app-shell' : null;
    },
  };
}
