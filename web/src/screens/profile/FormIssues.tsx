import { Button, Group, List } from '@mantine/core';

/** The form's rule messages, one per line (the seeds' texts). */
export function FormIssues({ issues, label = 'Incomplete form' }: { issues: ReadonlyArray<{ field: string; message: string }>; label?: string }) {
  if (issues.length === 0) return null;
  return (
    <List size="sm" c="red" aria-label={label}>
      {[...new Set(issues.map((issue) => issue.message))].map((message) => (
        <List.Item key={message}>{message}</List.Item>
      ))}
    </List>
  );
}

interface FormActionsProps {
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  /** Save stays disabled (a form whose rules are not met) */
  disabled?: boolean;
  saveLabel?: string;
  cancelLabel?: string;
}

/** A modal form's buttons: Cancel (or Close) and Save (or the form's own verb). */
export function FormActions({ onCancel, onSave, saving, disabled = false, saveLabel = 'Save', cancelLabel = 'Cancel' }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button disabled={disabled} loading={saving} onClick={onSave}>
        {saveLabel}
      </Button>
    </Group>
  );
}
