import { Anchor, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageFor, validateUniversityRequest } from '@ri/metrics';
import { sendTeamRequest } from '../../api/profile/profileQueries.ts';
import { FormActions } from './FormIssues.tsx';

export const UNIVERSITY_REQUEST_FAILED = 'Failed to send email to add university and update university id for author. Please try again.';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** whose profile the university is for (named in the request) */
  authorName: string;
  authorId: number;
  initialUniversity?: string;
}

/** Add Your University (docs/requirements/profile-and-accounts.md §2 and §5): a request to the team (POST send_email); university and school required. */
export function UniversityRequestModal({ opened, onClose, ...props }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Your University">
      {opened && <UniversityRequestForm {...props} onDone={onClose} />}
    </Modal>
  );
}

function UniversityRequestForm({ authorName, authorId, initialUniversity = '', onDone }: Omit<Props, 'opened' | 'onClose'> & { onDone: () => void }) {
  const [university, setUniversity] = useState(initialUniversity);
  const [school, setSchool] = useState('');
  const [details, setDetails] = useState('');
  const [touched, setTouched] = useState(false);
  const issues = validateUniversityRequest({ university, school });
  const send = useMutation({
    mutationFn: () =>
      sendTeamRequest({
        recipient: '',
        kind: 'university',
        subject: `Add university ${university.trim()} (${school.trim()})`,
        body: [
          `Please add the university "${university.trim()}", school "${school.trim()}", and set it as the university of ${authorName} (author id ${authorId}).`,
          details.trim(),
        ].filter((line) => line !== '').join('\n\n'),
      }),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message, autoClose: 8000 });
      onDone();
    },
    onError: (error) => notifications.show({ color: 'red', title: UNIVERSITY_REQUEST_FAILED, message: error.message, autoClose: 5000 }),
  });
  const errorOf = (field: string) => (touched ? (messageFor(issues, field) ?? undefined) : undefined);

  return (
    <Stack gap="sm">
      <Text size="sm">Not in our list? Tell us the university and its business school; we add it and set it on your profile.</Text>
      <TextInput label="University" required value={university} onChange={(event) => { setTouched(true); setUniversity(event.currentTarget.value); }} error={errorOf('university')} />
      <TextInput label="School" required value={school} onChange={(event) => { setTouched(true); setSchool(event.currentTarget.value); }} error={errorOf('school')} />
      <Textarea label="Anything else we should know (website, country)" autosize minRows={2} value={details} onChange={(event) => setDetails(event.currentTarget.value)} />
      <FormActions
        onCancel={onDone}
        saving={send.isPending}
        saveLabel="Send Request"
        onSave={() => {
          setTouched(true);
          if (issues.length === 0) send.mutate();
        }}
      />
    </Stack>
  );
}

/** 'University not in the list? Add Your University', opening the request dialog. */
export function UniversityRequestLink(props: Omit<Props, 'opened' | 'onClose'>) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Text size="sm">
        University not in the list?{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => setOpened(true)}>
          Add Your University
        </Anchor>
      </Text>
      <UniversityRequestModal opened={opened} onClose={() => setOpened(false)} {...props} />
    </>
  );
}
