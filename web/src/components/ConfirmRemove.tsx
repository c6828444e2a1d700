import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Every delete of stored data asks once, as the papers' list always did (docs/ui.md, "Every delete asks"):
 * "Confirm Remove", a sentence naming what goes, No / Yes. `pending` holds what is about to go (null: closed).
 */
export function ConfirmRemoveModal<T>({ pending, describe, busy, onCancel, onConfirm, note }: {
  pending: T | null;
  /** the question, e.g. Remove “Ph.D., Stanford University (2015)” from this profile? */
  describe: (item: T) => ReactNode;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (item: T) => void;
  /** a line under the question (what else follows, who to ask instead) */
  note?: ReactNode;
}) {
  return (
    <Modal opened={pending !== null} onClose={onCancel} title="Confirm Remove">
      <Stack>
        {pending !== null && <Text>{describe(pending)}</Text>}
        {note !== undefined && <Text size="sm" c="dimmed">{note}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            No
          </Button>
          <Button color="red" loading={busy === true} onClick={() => pending !== null && onConfirm(pending)}>
            Yes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The item waiting for Yes / No, and the handlers that close the question. */
export function useConfirmRemove<T>(remove: (item: T) => void) {
  const [pending, setPending] = useState<T | null>(null);
  return {
    pending,
    ask: (item: T) => setPending(item),
    onCancel: () => setPending(null),
    onConfirm: (item: T) => {
      setPending(null);
      remove(item);
    },
  };
}
