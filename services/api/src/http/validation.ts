import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type z } from 'zod';
import { issueMessage, type IssueFacts } from '@ri/contracts';
import { ValidationFailed } from './errors.ts';

// fastify-type-provider-zod's mark: its hasZodFastifySchemaValidationErrors (the error handler) knows these issues
const ZOD_VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError');

/** Every request parse speaks through issueMessage where the schema has no message of its own (docs/api-conventions.md, "Errors and messages"). */
const humanError = (issue: unknown) => issueMessage(issue as IssueFacts);

/**
 * The request validator: fastify-type-provider-zod's, but parsing with the human error map, so
 * that a 400's message is a sentence (the seeds' where the schema has one) and never zod's wording.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = safeParse(schema, data, { error: humanError });
  if (result.success) return { value: result.data };
  return {
    error: result.error.issues.map((issue) => ({
      [ZOD_VALIDATION_ERROR]: true,
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
      message: issue.message,
      params: {},
    })),
  } as never;
};

/**
 * Parses what a route reads itself (multipart fields, a rebuilt object) with the same messages as
 * the schemas Fastify runs; the first issue becomes a 400 naming `${context}.<path>`.
 */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown, context: string, fieldPath?: string): z.output<T> {
  const result = safeParse(schema, data, { error: humanError });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = fieldPath ?? issue.path.join('.');
  throw new ValidationFailed(issue.message, path ? `${context}.${path}` : context);
}
