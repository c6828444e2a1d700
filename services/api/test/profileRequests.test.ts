import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_EMAIL_CONFIRMATION } from '@ri/contracts';
import { startMailCatcher, type MailCatcher } from '@ri/infra';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { createProfileWorld, type ProfileWorld } from './support/profileFixtures.ts';
import { TEAM_REQUEST_RULE } from '../src/domains/teamRequests/routes.ts';

describe('requests to the team (send_email, POST dept) over real SMTP, and the admin\'s list', () => {
  let t: TestApp;
  let w: ProfileWorld;
  let mail: MailCatcher;

  const post = async (user: Parameters<ProfileWorld['headers']>[0], url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: await w.headers(user), payload });

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.smtpUrl, TEAM_EMAIL: 'team@research-insights.test' });
    w = await createProfileWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await mail.stop();
  });

  it('stores the request, e-mails it to the team address (never to the recipient given) and answers the seed\'s confirmation', async () => {
    const response = await post('faculty', '/api/send_email', {
      recipient: 'someone-else@example.com', subject: 'Please add a university', body: 'Add the University of Somewhere, school: Business School.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: SEND_EMAIL_CONFIRMATION, id: expect.any(Number) });
    const message = await mail.waitForMessage((m) => m.subject.includes('Please add a university'));
    expect(message.to).toEqual(['team@research-insights.test']);
    expect(message.subject).toBe(`[Research Insights request #${response.json().id}] Please add a university`);
    expect(message.text).toContain('Add the University of Somewhere');
    expect(message.text).toContain('pf-faculty <pf-faculty@example.edu> (faculty)');
    expect(mail.listMessages({ to: 'someone-else@example.com' })).toEqual([]);

    const list = await t.app.inject({ method: 'GET', url: '/api/team_requests', headers: await w.headers('admin') });
    expect(list.json().requests[0]).toMatchObject({
      id: response.json().id, kind: 'university', recipient: 'someone-else@example.com', subject: 'Please add a university', status: 'open', user_id: w.users.faculty, username: 'pf-faculty',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/team_requests?kind=paper', headers: await w.headers('admin') })).json().requests).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/team_requests', headers: await w.headers('faculty') })).statusCode).toBe(403);
  });

  it('takes the kind when given, guesses it from the subject otherwise, and refuses an empty request', async () => {
    await post('university', '/api/send_email', { recipient: '', subject: 'Request to add paper', body: 'Journal: Management Science; title: On queues' });
    await post('university', '/api/send_email', { recipient: '', subject: 'Hello', body: 'A school is missing', kind: 'school' });
    const kinds = (await t.app.inject({ method: 'GET', url: '/api/team_requests?limit=2', headers: await w.headers('admin') })).json().requests.map((r: { kind: string }) => r.kind);
    expect(kinds).toEqual(['school', 'paper']);
    const empty = await post('faculty', '/api/send_email', { recipient: '', subject: 'Subject', body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter a message');
    expect((await t.app.inject({ method: 'POST', url: '/api/send_email', payload: { subject: 'x', body: 'y' } })).statusCode).toBe(401);
  });

  it('POST dept: an admin adds the department at once (audited); faculty and university users of that university ask the team; others are refused', async () => {
    const admin = await post('admin', '/api/dept', { id: w.harvard, department: ' Business  Ethics ' });
    expect(admin.json()).toEqual({ message: 'Department added', status: 'added' });
    expect((await t.app.inject({ method: 'GET', url: `/api/dept?id=${w.harvard}`, headers: await w.headers('faculty') })).json().departments).toEqual([{ name: 'Business Ethics' }]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'department.add').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ entity_type: 'department', actor_user_id: w.users.admin, after: { university_id: w.harvard, name: 'Business Ethics' } });
    expect((await post('admin', '/api/dept', { id: w.harvard, department: 'business ethics' })).json().status).toBe('added');
    expect((await t.db.selectFrom('departments').select('id').where('university_id', '=', w.harvard).execute()).length).toBe(1);

    const faculty = await post('faculty', '/api/dept', { id: w.stanford, department: 'Real Estate' });
    expect(faculty.json()).toEqual({ message: SEND_EMAIL_CONFIRMATION, status: 'requested' });
    const message = await mail.waitForMessage((m) => m.subject.includes('Add department Real Estate'));
    expect(message.to).toEqual(['team@research-insights.test']);
    const request = (await t.app.inject({ method: 'GET', url: '/api/team_requests?kind=department', headers: await w.headers('admin') })).json().requests[0];
    expect(request).toMatchObject({ kind: 'department', payload: { university_id: w.stanford, department: 'Real Estate' } });
    expect((await post('university', '/api/dept', { id: w.stanford, department: 'Real Estate' })).json().status).toBe('requested');
    expect((await t.db.selectFrom('departments').select('name').where('university_id', '=', w.stanford).where('name', '=', 'Real Estate').execute())).toEqual([]);

    for (const user of ['otherFaculty', 'otherUniversity'] as const) {
      const refused = await post(user, '/api/dept', { id: w.stanford, department: 'Real Estate' });
      expect(refused.statusCode, user).toBe(403);
      expect(refused.json().message).toBe('You can only ask for departments of your own university.');
    }
    expect((await post('faculty', '/api/dept', { id: 99999999, department: 'X' })).statusCode).toBe(404);
    expect((await post('faculty', '/api/dept', { id: w.stanford, department: '' })).json().message).toBe('Select Department');
  });

  it('limits requests per user and hour (429), admins excepted', async () => {
    for (let i = 0; i < TEAM_REQUEST_RULE.limit; i++) {
      expect((await post('verifiedFaculty', '/api/send_email', { recipient: '', subject: `Request ${i}`, body: 'Please' })).statusCode).toBe(200);
    }
    const limited = await post('verifiedFaculty', '/api/send_email', { recipient: '', subject: 'One more', body: 'Please' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TEAM_REQUEST_RULE.message);
    expect((await t.db.selectFrom('team_requests').select('id').where('subject', '=', 'One more').execute())).toEqual([]);
    for (let i = 0; i <= TEAM_REQUEST_RULE.limit; i++) {
      expect((await post('admin', '/api/send_email', { recipient: '', subject: `Admin ${i}`, body: 'Note' })).statusCode).toBe(200);
    }
    // another user is not affected
    expect((await post('university', '/api/send_email', { recipient: '', subject: 'Mine', body: 'Please' })).statusCode).toBe(200);
  });
});
