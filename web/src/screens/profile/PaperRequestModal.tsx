import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { validatePaperRequest } from '@ri/metrics';
import { sendTeamRequest } from '../../api/profile/profileQueries.ts';
import { FormActions, FormIssues } from './FormIssues.tsx';
import { fieldMessages } from './fieldMessages.ts';

export const REQUEST_EMAIL_FAILED = 'Failed to send email. Please try again later.';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** the journal chosen in Add Your Paper, if any */
  journal: string;
  authorId: number;
  authorName: string;
}

/** Request to add paper (docs/requirements/profile-and-accounts.md §2 and §5): a journal and the paper's title, sent to the team (POST send_email). */
export function PaperRequestModal({ opened, onClose, ...props }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Request to add paper">
      {opened && <PaperRequestForm {...props} onDone={onClose} />}
    </Modal>
  );
}

function PaperRequestForm({ journal: initialJournal, authorId, authorName, onDone }: Omit<Props, 'opened' | 'onClose'> & { onDone: () => void }) {
  const [journal, setJournal] = useState(initialJournal);
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const issues = validatePaperRequest({ journal, title });
  const send = useMutation({
    mutationFn: () =>
      sendTeamRequest({
        recipient: '',
        kind: 'paper',
        subject: `Add paper: ${title.trim()}`,
        body: `Please add the paper "${title.trim()}" published in ${journal.trim()} to the profile of ${authorName} (author id ${authorId}).`,
      }),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message, autoClose: 8000 });
      onDone();
    },
    onError: (error) => notifications.show({ color: 'red', title: REQUEST_EMAIL_FAILED, message: error.message, autoClose: 5000 }),
  });
  const { errorOf, listed } = fieldMessages(issues, touched);

  return (
    <Stack gap="sm">
      <TextInput label="Journal" required value={journal} onChange={(event) => { setTouched(true); setJournal(event.currentTarget.value); }} error={errorOf('journal')} />
      <TextInput label="Paper title" required value={title} onChange={(event) => { setTouched(true); setTitle(event.currentTarget.value); }} error={errorOf('title')} />
      <FormIssues issues={touched ? listed() : []} />
      <FormActions
        onCancel={onDone}
        saving={send.isPending}
        saveLabel="Request to Add"
        onSave={() => {
          setTouched(true);
          if (issues.length === 0) send.mutate();
        }}
      />
    </Stack>
  );
}
