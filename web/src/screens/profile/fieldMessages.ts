import { messageFor } from '@ri/metrics';

type Issue = { field: string; message: string };

/**
 * Each message of a form shown once (issue 22: modals showed every message beside its field and again
 * in the list under the form): `errorOf(field)` places a field's message beside its input and
 * remembers it; `listed()`, read after the inputs rendered, gives the messages left for the list
 * (fields without an input of their own, or the whole list before the form is touched).
 */
export function fieldMessages(issues: readonly Issue[], touched: boolean) {
  const placed = new Set<string>();
  return {
    errorOf(field: string): string | undefined {
      if (!touched) return undefined;
      const message = messageFor(issues, field);
      if (message === null) return undefined;
      placed.add(message);
      return message;
    },
    listed(): Issue[] {
      return issues.filter((issue) => !placed.has(issue.message));
    },
  };
}
