import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { cloneDatabase, dropDatabase } from './demoDatabase.ts';

export interface FileDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A database of this test file's own, cloned from the run's demo template. */
export async function demoDatabaseForFile(): Promise<FileDatabase> {
  const template = inject('faultsTemplate');
  const runPid = template.replace('ri_faults_template_', '');
  const name = `ri_faults_${runPid}_${randomBytes(4).toString('hex')}`;
  const url = await cloneDatabase(template, name);
  return { name, url, drop: () => dropDatabase(name) };
}
