import { execFile } from 'node:child_process';
import { chmod, chown, lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OsUserIds {
  uid: number;
  gid: number;
}

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export async function lookUpOsUser(name: string): Promise<OsUserIds | undefined> {
  try {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number.parseInt(uid, 10), gid: Number.parseInt(gid, 10) };
  } catch {
    return undefined;
  }
}

/** Creates a system user (and its group, unless it exists) with no home and no login shell. */
export async function createSystemUser(name: string): Promise<OsUserIds> {
  const groupExists = await run('getent', ['group', name]).then(() => true, () => false);
  const groupArguments = groupExists ? ['-g', name] : ['--user-group'];
  await run('useradd', ['--system', ...groupArguments, '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', name]);
  const created = await lookUpOsUser(name);
  if (!created) throw new Error(`useradd reported success but the user ${name} does not exist.`);
  return created;
}

/** chown -R, skipping symlinks (never follow them out of the folder). */
export async function chownRecursively(target: string, owner: OsUserIds): Promise<void> {
  const info = await lstat(target);
  if (info.isSymbolicLink()) return;
  if (info.uid !== owner.uid || info.gid !== owner.gid) await chown(target, owner.uid, owner.gid);
  if (info.isDirectory()) {
    for (const entry of await readdir(target)) await chownRecursively(path.join(target, entry), owner);
  }
}

/**
 * Folders between / and `target` that other users cannot pass through (no o+x bit). A service
 * running as its own OS user (Postgres as `postgres`) cannot reach files below such a folder,
 * which is the usual case for a checkout under /root.
 */
export async function foldersBlockingOtherUsers(target: string): Promise<string[]> {
  const blocking: string[] = [];
  let current = path.dirname(path.resolve(target));
  for (;;) {
    const info = await stat(current);
    if ((info.mode & 0o001) === 0) blocking.push(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return blocking.reverse();
}

/** Adds the traverse bit only (o+x): other users may pass through but still cannot list or read. */
export async function allowOthersToTraverse(folders: string[]): Promise<void> {
  for (const folder of folders) {
    const info = await stat(folder);
    await chmod(folder, (info.mode & 0o7777) | 0o001);
  }
}
