/**
 * docs/requirements/dashboards.md §4: in a multi-select with an 'All' (or 'all') option, picking 'All' clears the
 * other picks, and picking anything else removes 'All'.
 */
export function applyExclusiveChoice<Value>(previous: readonly Value[], next: readonly Value[], exclusive: Value): Value[] {
  const added = next.filter((value) => !previous.includes(value));
  if (added.includes(exclusive)) return [exclusive];
  if (added.length > 0) return next.filter((value) => value !== exclusive);
  return [...next];
}

/** The pills a multi-select shows when at most `maxTags` may be visible, and how many are hidden. */
export function visibleTags<Value>(values: readonly Value[], maxTags: number): { shown: Value[]; hidden: number } {
  return { shown: values.slice(0, maxTags), hidden: Math.max(0, values.length - maxTags) };
}
