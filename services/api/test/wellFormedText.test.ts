import { describe, expect, it } from 'vitest';
import type { Actors } from './support/actors.ts';
import { withActors } from './support/withActors.ts';
import type { TestApp } from './support/testApp.ts';

// Ill-formed Unicode (a lone surrogate) in any text field: a 400 naming the field, no 5xx, and no quota used
// (docs/api-conventions.md, "Well-formed text").
describe('text fields refuse ill-formed Unicode before anything is counted or written', () => {
  let t: TestApp;
  let a: Actors;
  withActors((app, actors) => { t = app; a = actors; });

  const send = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) => {
    const token = await a.token('faculty');
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into one
    return t.app.inject({
      method, url, headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };

  it.each([
    ['POST /api/dept', 'POST', '/api/dept', () => ({ id: a.universityId, department: 'Finance \ud800' }), 'body.department'],
    ['POST /api/send_email (subject)', 'POST', '/api/send_email', () => ({ subject: 'Add \udfff my school', body: 'Please add it.' }), 'body.subject'],
    ['POST /api/send_email (body)', 'POST', '/api/send_email', () => ({ subject: 'Add my school', body: 'abc\ud83dxyz' }), 'body.body'],
    ['PUT /api/profile/update (nested)', 'PUT', '/api/profile/update', () => ({ update: { keywords: ['ok', '\ude00\ud83d'] } }), 'body.update.keywords.1'],
  ] as const)('%s: 400 naming the field', async (_name, method, url, payload, field) => {
    const response = await send(method, url, payload());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field });
    expect(response.json().message).toMatch(/not valid text/);
  });

  it('in a query string too', async () => {
    const response = await send('GET', '/api/get_profile_keywords?q=%ED%A0%80');
    expect(response.statusCode).toBeLessThan(500);
  });

  it('uses up none of the hourly request quota', async () => {
    for (let i = 0; i < 15; i++) {
      const refused = await send('POST', '/api/send_email', { subject: `Request ${i} \ud800`, body: 'x' });
      expect(refused.statusCode).toBe(400);
    }
    const accepted = await send('POST', '/api/send_email', { subject: 'Add our department', body: 'Please add Marketing.', kind: 'department' });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
