// Global setup of the vitest `faults` project (npm run test:faults): one template database with the
// demo data and computed analytics per run; each fault file clones it (tests/faults/support/files.ts).
import type { TestProject } from 'vitest/node';
import { createDemoDatabase, databasesStartingWith, dropDatabase, markAsTemplate } from './support/demoDatabase.ts';

export default async function setup(project: TestProject) {
  // FAULTS_TEMPLATE=<name> reuses a template kept from an earlier run (debugging one file): created once, never dropped
  const kept = process.env.FAULTS_TEMPLATE;
  if (kept) {
    if ((await databasesStartingWith(kept)).includes(kept)) {
      project.provide('faultsTemplate', kept);
      return async () => {
        for (const name of await databasesStartingWith(`ri_faults_${kept.replace('ri_faults_template_', '')}_`)) await dropDatabase(name);
      };
    }
  }
  const template = kept ?? `ri_faults_template_${process.pid}`;
  const started = Date.now();
  await createDemoDatabase(template, (message) => console.log(`[faults setup] ${message}`));
  await markAsTemplate(template);
  console.log(`[faults setup] template ${template} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('faultsTemplate', template);

  return async () => {
    const clones = await databasesStartingWith(`ri_faults_${template.replace('ri_faults_template_', '')}_`);
    for (const name of kept ? clones : [template, ...clones]) await dropDatabase(name);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the run's template database: demo data, analytics computed */
    faultsTemplate: string;
  }
}
