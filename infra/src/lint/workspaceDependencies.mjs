// Every package a workspace imports is declared in that workspace's package.json (ARCHITECTURE.md,
// "Boundaries"): its @ri/* siblings and its third-party packages, instead of resolving only through the
// workspace links and the packages hoisted for another workspace. The root's devDependencies (the shared
// tools: vitest, eslint, tsx, esbuild, typescript) serve every workspace's tests and scripts.
// workspaceDependencies.test.ts runs it over the repository.
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
  const missing = [];
  for (const file of files) {
    const owner = workspaces.find(({ dir }) => file.startsWith(dir));
    const names = owner ? allowed.get(owner.dir) : declared(rootManifest);
    for (const specifier of importedSpecifiers(readFileSync(`${root}${file}`, 'utf8'))) {
      const name = packageOf(specifier);
      if (name === null || names.has(name) || shared.has(name)) continue;
      missing.push({ workspace: owner ? owner.manifest.name : rootManifest.name, file, name });
    }
  }
  return missing;
}
