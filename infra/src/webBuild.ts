import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './paths.ts';

async function newestModification(folder: string): Promise<number> {
  let newest = 0;
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, await newestModification(full));
    else newest = Math.max(newest, (await stat(full)).mtimeMs);
  }
  return newest;
}

/** True when web/dist/index.html is missing or older than a source or build-config file of the web app. */
export async function isWebBuildStale(webDir = path.join(repoRoot, 'web')): Promise<boolean> {
  const builtAt = await stat(path.join(webDir, 'dist', 'index.html')).then((info) => info.mtimeMs, () => undefined);
  if (builtAt === undefined) return true;
  const configFiles = ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];
  const configTimes = await Promise.all(configFiles.map((file) => stat(path.join(webDir, file)).then((info) => info.mtimeMs, () => 0)));
  return Math.max(await newestModification(path.join(webDir, 'src')), ...configTimes) > builtAt;
}

/** npm run build -w @ri/web, output shown with a [web] prefix; rejects when the build fails. */
export function buildWebApp(): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npm', ['run', 'build', '-w', '@ri/web'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    const show = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split(/\r?\n/).filter(Boolean)) {
        lines.push(line);
        console.log(`[web] ${line}`);
      }
    };
    build.stdout.on('data', show);
    build.stderr.on('data', show);
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The web build failed (exit code ${code}); its output is above.`))));
  });
}
