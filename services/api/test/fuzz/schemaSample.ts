import { z, type ZodType } from 'zod';
import type { Random } from './random.ts';

/** A JSON schema as zod exports it (draft 2020-12); only the keywords the sampler reads. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** The input side of a zod schema as JSON schema (transforms and refinements become "any"). */
export function toJsonSchema(schema: ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values the sampler uses for ids, so that valid-looking requests reach records that exist. */
export interface SampleHints {
  ids: number[];
  /** a URL the server may fetch (our local feed server), for `format: uri` fields */
  url: string;
}

const PATTERN_CANDIDATES = ['abc', 'abc_1', 'a.b-c', 'ABC', 'x1', '1', 'matrix-user', 'A1:b_2'];

function sampleString(schema: JsonSchema, random: Random, hints: SampleHints): string {
  if (schema.format === 'email') return `fuzz${random.int(0, 999)}@example.edu`;
  if (schema.format === 'uri' || schema.format === 'url') return hints.url;
  if (schema.format === 'date-time') return new Date(Date.UTC(2020, 0, 1 + random.int(0, 300))).toISOString();
  if (schema.format === 'date') return '2020-01-01';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const fit = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate) && candidate.length >= (schema.minLength ?? 0));
    if (fit) return fit;
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 12, 12);
  const words = ['own', 'faculty', 'finance', 'markets', 'smith', 'university', 'management', 'a'];
  let text = random.pick(words);
  while (text.length < min) text += random.pick(words);
  return text.length > Math.max(max, min) ? text.slice(0, Math.max(max, min)) : text;
}

function sampleNumber(schema: JsonSchema, integer: boolean, random: Random, hints: SampleHints): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : -1000);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.5) : 1000);
  const fromHints = hints.ids.filter((id) => id >= low && id <= high);
  if (integer && fromHints.length > 0 && random.chance(0.7)) return random.pick(fromHints);
  if (integer) {
    const a = Math.max(low, -1000);
    const b = Math.min(high, 5000);
    return a <= b ? random.int(Math.ceil(a), Math.floor(b)) : Math.ceil(low);
  }
  return Math.max(low, Math.min(high, random.int(0, 100) / 4));
}

/** A value that the schema probably accepts (patterns and refinements may still refuse it: the oracle decides). */
export function sample(schema: JsonSchema, random: Random, hints: SampleHints, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const nonNull = options.filter((o) => o.type !== 'null');
    return sample(random.pick(nonNull.length > 0 ? nonNull : options), random, hints, depth);
  }
  if (schema.allOf?.length) return sample(schema.allOf[0]!, random, hints, depth);
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type];
  const type = types.length > 0 ? random.pick(types) : undefined;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, inner] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || (depth < 4 && random.chance(0.5))) out[key] = sample(inner, random, hints, depth + 1);
      }
      if (typeof schema.additionalProperties === 'object' && random.chance(0.5)) {
        out[sampleString({}, random, hints)] = sample(schema.additionalProperties, random, hints, depth + 1);
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const count = Math.min(schema.maxItems ?? 3, min + (depth < 3 ? random.int(0, 2) : 0));
      const items = schema.prefixItems ?? Array.from({ length: count }, () => schema.items ?? {});
      return items.map((item) => sample(item, random, hints, depth + 1));
    }
    case 'string': return sampleString(schema, random, hints);
    case 'integer': return sampleNumber(schema, true, random, hints);
    case 'number': return sampleNumber(schema, false, random, hints);
    case 'boolean': return random.chance(0.5);
    case 'null': return null;
    default: return random.pick(['x', 1, true]);
  }
}
