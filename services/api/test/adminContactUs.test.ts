import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '@ri/infra';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';

const SENT = 'An email with your request has been sent to our team. We will get back to you shortly.';

describe('Contact Us: a public form e-mailed to the team, answered from Contact Us Support', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let admin: string;
  const form = (extra: object = {}) => ({ name: 'Dana Visitor', email: 'dana@visitor.test', message: 'Please add our school.', website: '', started_at: Date.now() - 10_000, ...extra });
  const send = (payload: object, ip = '203.0.113.7') => t.app.inject({ method: 'POST', url: '/api/contact_us', payload, remoteAddress: ip });

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ SMTP_URL: mail.smtpUrl, TEAM_EMAIL: 'team@research-insights.test' });
    await createUser(t.db, { username: 'cu-admin', type: 'admin' });
    await createUser(t.db, { username: 'cu-university', type: 'university' });
    admin = await loginAs(t.app, 'cu-admin');
  });
  afterAll(async () => {
    await t.close();
    await mail.stop();
  });

  it('stores the request, e-mails the team and answers the seed\'s confirmation', async () => {
    const res = await send(form({ message: 'Please add <b>our</b> school.\nThanks' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    const message = await mail.waitForMessage((m) => m.to.includes('team@research-insights.test'), 10_000);
    expect(message.subject).toBe('Contact request from Dana Visitor');
    expect(message.text).toContain('dana@visitor.test');
    expect(message.text).toContain('Please add <b>our</b> school.');
    expect(message.html).toContain('Please add &lt;b&gt;our&lt;/b&gt; school.<br>Thanks');
    const rows = await t.db.selectFrom('contact_requests').select(['name', 'email', 'contacted']).execute();
    expect(rows).toEqual([{ name: 'Dana Visitor', email: 'dana@visitor.test', contacted: false }]);
  });

  it('refuses robots (honeypot filled, form sent too fast) and bad input, storing nothing', async () => {
    const before = await t.db.selectFrom('contact_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const honeypot = await send(form({ website: 'http://spam.example' }), '203.0.113.8');
    expect(honeypot.statusCode).toBe(400);
    const fast = await send(form({ started_at: Date.now() - 500 }), '203.0.113.8');
    expect(fast.statusCode).toBe(400);
    expect(fast.json().message).toBe('Please take a moment to fill in the form, then send it again.');
    expect((await send(form({ email: 'not-an-address' }), '203.0.113.8')).json().message).toBe('Please enter a valid email address');
    expect((await send(form({ name: '  ' }), '203.0.113.8')).json().message).toBe('Please enter your name');
    expect((await send(form({ message: '' }), '203.0.113.8')).json().message).toBe('Please enter a message');
    expect((await send({ name: 'x' }, '203.0.113.8')).statusCode).toBe(400);
    // Postgres text cannot hold NUL: refused before any route sees it
    const nul = await send(form({ name: 'Dana\u0000Visitor' }), '203.0.113.8');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ message: 'Text may not contain NUL characters.', field: 'body.name' });
    const after = await t.db.selectFrom('contact_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('limits the requests of one network address (429 after five an hour)', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < 5; i++) expect((await send(form({ message: `Request ${i}` }), ip)).statusCode).toBe(200);
    const limited = await send(form({ message: 'One too many' }), ip);
    expect(limited.statusCode).toBe(429);
    expect((await send(form({ message: 'Another network' }), '198.51.100.24')).statusCode).toBe(200);
  });

  it('lists five per page, newest first, the total in the first element; toggles contacted', async () => {
    const page1 = await t.app.inject({ method: 'GET', url: '/api/contact_us?skip=0', headers: bearer(admin) });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.total).toBe(7);
    expect(body.page_size).toBe(5);
    expect(body.paginationData).toHaveLength(5);
    expect(body.paginationData[0]).toMatchObject({ message: 'Another network', total: 7, contacted: false });
    expect(Object.keys(body.paginationData[0]).sort()).toEqual(['contacted', 'email', 'id', 'message', 'name', 'timestamp', 'total']);
    const page2 = (await t.app.inject({ method: 'GET', url: '/api/contact_us?skip=5', headers: bearer(admin) })).json();
    expect(page2.paginationData.map((r: { message: string }) => r.message)).toEqual(['Request 0', 'Please add <b>our</b> school.\nThanks']);

    const id = body.paginationData[0].id;
    const put = await t.app.inject({ method: 'PUT', url: `/api/contact_us?id=${id}&contacted=true`, headers: bearer(admin) });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ message: 'Update successful' });
    expect((await t.db.selectFrom('contact_requests').select(['contacted', 'contacted_by']).where('id', '=', id).executeTakeFirstOrThrow()).contacted).toBe(true);
    await t.app.inject({ method: 'PUT', url: `/api/contact_us?id=${id}&contacted=false`, headers: bearer(admin) });
    expect((await t.db.selectFrom('contact_requests').select(['contacted', 'contacted_by']).where('id', '=', id).executeTakeFirstOrThrow())).toEqual({ contacted: false, contacted_by: null });
    expect((await t.app.inject({ method: 'PUT', url: '/api/contact_us?id=999999&contacted=true', headers: bearer(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/contact_us?id=${id}&contacted=maybe`, headers: bearer(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact_us?skip=-5', headers: bearer(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact_us', headers: bearer(await loginAs(t.app, 'cu-university')) })).statusCode).toBe(403);
  });
});
