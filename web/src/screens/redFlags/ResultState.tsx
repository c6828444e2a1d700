import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { failureText } from '../dashboardErrors.ts';
import { RED_FLAG_ERROR } from './redFlagPanels.ts';

interface Props<T> {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  label: string;
  children: (data: T) => ReactNode;
}

/** docs/requirements/admin-tools.md §4: a red-flag panel shows a spinner while loading, then its result, or the error alert. */
export function ResultState<T>({ query, label, children }: Props<T>) {
  if (query.isError) return <Alert color="red" role="alert">{failureText(query.error, RED_FLAG_ERROR)}</Alert>;
  if (query.isPending || query.data === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${label}`} />
      </Center>
    );
  }
  return <>{children(query.data)}</>;
}
