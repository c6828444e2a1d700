export * from './mailer.ts';
export * from './templates.ts';
