// Every package a workspace imports is declared in that workspace's package.json (ARCHITECTURE.md,
// "Boundaries"): its @ri/* siblings and its third-party packages, instead of resolving only through the
// workspace links and the packages hoisted for another workspace. The root's devDependencies (the shared
// tools: vitest, eslint, tsx, esbuild, typescript) serve every workspace's tests and scripts.
// A workspace's tests (its test/ folder, *.test.*, *.e2e.*, *.faults.*) run from the root under vitest and
// belong to the test workspace's graph: they may import what @ri/tests declares (and @ri/tests itself)
// without their workspace declaring it. Declaring those would make the graph cyclic (the API's tests
// use the workers, the workers' tests use the API), and turbo refuses a cyclic graph; workspaceCycles
// checks that it stays acyclic. workspaceDependencies.test.ts runs both over the repository.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const BUILTINS = new Set(builtinModules);

// import x from 'a'; import type { X } from 'a'; export { x } from 'a'; import 'a'; import('a'); require('a')
const SPECIFIERS = [
  /^\s*(?:import|export)\b[^;'"]*?\bfrom\s+['"]([^'"]+)['"]/gm,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The specifiers a source file imports (comments are skipped only as far as line comments go). */
export function importedSpecifiers(text) {
  const code = text.replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  const found = new Set();
  for (const pattern of SPECIFIERS) for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** The package a bare specifier names ('@scope/name/sub?url' -> '@scope/name'), or null for a path, a builtin or a virtual module. */
export function packageOf(specifier) {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare.startsWith('.') || bare.startsWith('/') || bare.startsWith('node:') || bare.includes(':')) return null;
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (BUILTINS.has(name)) return null;
  return name;
}

const TEST_FILE = /(^|\/)test\/|\.(test|e2e|faults)\.[cm]?[jt]sx?$/;
const TEST_WORKSPACE = '@ri/tests';
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

const declared = (manifest) => new Set([manifest.name, ...['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {}))]);

/**
 * The imports of tracked (and new, not ignored) source files that their workspace does not declare:
 * [{ workspace, file, name }]. Files outside every workspace (eslint.config.js, vitest.config.ts) answer
 * to the root package.json.
 */
export function undeclaredImports(root) {
  const rootManifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n').filter((file) => SOURCE.test(file) && !file.includes('/node_modules/') && !file.endsWith('.d.ts'));
  const workspaces = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*package.json'], { cwd: root, encoding: 'utf8' })
    .split('\n').filter((file) => file.endsWith('/package.json') && !file.includes('node_modules') && !file.includes('/fixtures/'))
    .map((file) => ({ dir: file.slice(0, -'package.json'.length), manifest: JSON.parse(readFileSync(`${root}${file}`, 'utf8')) }))
    .filter(({ manifest }) => typeof manifest.name === 'string')
    .sort((a, b) => b.dir.length - a.dir.length);
  const shared = new Set(Object.keys(rootManifest.devDependencies ?? {}));
  const allowed = new Map(workspaces.map(({ dir, manifest }) => [dir, declared(manifest)]));
  const testWorkspace = workspaces.find(({ manifest }) => manifest.name === TEST_WORKSPACE);
  const forTests = testWorkspace ? declared(testWorkspace.manifest) : new Set();
  const missing = [];
  for (const file of files) {
    const owner = workspaces.find(({ dir }) => file.startsWith(dir));
    const own = owner ? allowed.get(owner.dir) : declared(rootManifest);
    const names = owner && TEST_FILE.test(file.slice(owner.dir.length)) ? new Set([...own, ...forTests]) : own;
    for (const specifier of importedSpecifiers(readFileSync(`${root}${file}`, 'utf8'))) {
      const name = packageOf(specifier);
      if (name === null || names.has(name) || shared.has(name)) continue;
      missing.push({ workspace: owner ? owner.manifest.name : rootManifest.name, file, name });
    }
  }
  return missing;
}

/** The workspace manifests by name, from the root package.json's workspaces globs (one level: 'packages/*'). */
function workspaceManifests(root) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*package.json'], { cwd: root, encoding: 'utf8' })
    .split('\n').filter((file) => file.endsWith('/package.json') && !file.includes('node_modules') && !file.includes('/fixtures/'));
  return new Map(files.map((file) => JSON.parse(readFileSync(`${root}${file}`, 'utf8'))).filter((manifest) => typeof manifest.name === 'string').map((manifest) => [manifest.name, manifest]));
}

/**
 * Cycles among the workspaces' declared dependencies on each other (every dependency field counts, as
 * it does for turbo's task graph): [['@ri/a', '@ri/b', '@ri/a'], ...]; empty when the graph is acyclic.
 */
export function workspaceCycles(root) {
  const manifests = workspaceManifests(root);
  const edges = new Map([...manifests].map(([name, manifest]) => [name, DEPENDENCY_FIELDS.flatMap((field) => Object.keys(manifest[field] ?? {})).filter((dep) => manifests.has(dep) && dep !== name)]));
  const cycles = [];
  const state = new Map(); // name -> 'open' while on the path, 'done' after
  const path = [];
  const visit = (name) => {
    state.set(name, 'open');
    path.push(name);
    for (const next of edges.get(name) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(name, 'done');
  };
  for (const name of [...edges.keys()].sort()) if (!state.has(name)) visit(name);
  return cycles;
}
