import { Alert, Anchor, Button, Card, Container, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { sendContactRequest } from '../../api/contact/contactRequests.ts';
import { CONTACT_EMAIL, SITE_NAME } from '../../siteConfig.ts';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SEND_FAILED, contactBody, contactErrors, contactFailureMessage, EMPTY_CONTACT_FORM } from './contactForm.ts';
import type { ContactErrors, ContactForm } from './contactForm.ts';

// the honeypot stays in the layout (robots skip fields that are display:none) but off screen
const OFF_SCREEN = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' } as const;

/** /contactUs: name, e-mail and message to the team (POST /api/contact_us). */
export function ContactUsScreen() {
  useDocumentTitle(`Contact Us · ${SITE_NAME}`);
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  // when the form was shown: the server refuses forms filled faster than a person can
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [offline, setOffline] = useState(false);
  const send = useMutation({ mutationFn: (body: ReturnType<typeof contactBody>) => sendContactRequest(body) });

  function change(field: keyof ContactForm, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    // the contract's messages; when even they cannot be loaded (offline), the send fails the same way
    const contracts = await import('@ri/contracts/contactUs').catch(() => null);
    setOffline(contracts === null);
    if (contracts === null) return;
    const found = contactErrors(form, contracts.CONTACT_US_MESSAGES);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(contactBody(form, startedAt));
  }

  function sendAnother() {
    setForm(EMPTY_CONTACT_FORM);
    setErrors({});
    setStartedAt(Date.now());
    send.reset();
  }

  return (
    <Container size="sm">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Contact Us</Title>
          <Text>
            Questions about the product, a demonstration for your school, a special report or your own profile: write to us
            and we will answer by e-mail. You can also write to <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>.
          </Text>
        </Stack>
        <Card withBorder padding="lg" radius="md">
          {send.isSuccess ? (
            <Stack gap="md">
              <Alert color="green" variant="light" role="status" title="Request sent">
                {send.data.message}
              </Alert>
              <Button variant="default" w="fit-content" onClick={sendAnother}>
                Send another message
              </Button>
            </Stack>
          ) : (
            <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="contact-form-title">
              <Stack gap="sm" pos="relative">
                <Title order={2} size="h4" id="contact-form-title">
                  Send us a message
                </Title>
                <TextInput
                  label="Name"
                  name="name"
                  autoComplete="name"
                  required
                  value={form.name}
                  onChange={(event) => change('name', event.currentTarget.value)}
                  error={errors.name}
                />
                <TextInput
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={form.email}
                  onChange={(event) => change('email', event.currentTarget.value)}
                  error={errors.email}
                />
                <Textarea
                  label="Message"
                  name="message"
                  required
                  autosize
                  minRows={5}
                  maxLength={CONTACT_MESSAGE_MAX_LENGTH}
                  value={form.message}
                  onChange={(event) => change('message', event.currentTarget.value)}
                  error={errors.message}
                />
                <div style={OFF_SCREEN} aria-hidden>
                  <label htmlFor="contact-website">Leave this field empty</label>
                  <input
                    id="contact-website"
                    name="website"
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                    value={form.website}
                    onChange={(event) => change('website', event.currentTarget.value)}
                  />
                </div>
                {(send.isError || offline) && (
                  <Alert color="red" variant="light" role="alert">
                    {send.isError ? contactFailureMessage(send.error) : CONTACT_SEND_FAILED}
                  </Alert>
                )}
                <Button type="submit" loading={send.isPending} w="fit-content">
                  Send
                </Button>
              </Stack>
            </form>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
