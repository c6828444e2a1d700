// The precomputed statistics the dashboards read (docs/analytics-engine.md). A fresh e2e database
// holds the demo data only; the dashboard journeys and the screenshots command fill the tables
// once, through the API, as an administrator pressing Compute Fields would.
import { e2eDemoPassword } from './e2eGlobalSetup.ts';

const COMPUTE_BUTTONS = ['generate_university_stats', 'generate_tenure_data'] as const;

interface ButtonDetail { button_name: string; modified_on: string | null; queue: string; running: boolean; job_id: string | null }

async function call<T>(baseUrl: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function waitForJob(baseUrl: string, token: string, queue: string, jobId: string, deadline: number): Promise<void> {
  for (;;) {
    const run = await call<{ status: string; error: string | null }>(baseUrl, `/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(jobId)}`, { token });
    if (run.status === 'completed') return;
    if (run.status === 'failed') throw new Error(`The ${queue} job ${jobId} failed: ${run.error ?? 'no error text'}`);
    if (Date.now() > deadline) throw new Error(`The ${queue} job ${jobId} did not finish in time (last status ${run.status}).`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Makes sure the statistics and the tenure data have been computed at least once: signs in as the
 * demo administrator and, one button after the other (Compute Fields runs one computation at a time,
 * docs/analytics-engine.md), starts each job that never ran, or joins the run in progress, and waits
 * for it to complete. A 409 means another button's job (started by another test file) is running:
 * it waits for that one and tries again. Does nothing when both have run already.
 */
export async function ensureAnalyticsComputed(baseUrl: string, { password = e2eDemoPassword, timeoutMs = 600_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const { access_token: token } = await call<{ access_token: string }>(baseUrl, '/login', { method: 'POST', body: { username: 'admin', password } });
  for (const button of COMPUTE_BUTTONS) {
    for (;;) {
      const { details } = await call<{ details: ButtonDetail[] }>(baseUrl, '/generate_university_stats', { token });
      const detail = details.find((d) => d.button_name === button);
      const running = details.find((d) => d.running && d.job_id);
      if (running) {
        await waitForJob(baseUrl, token, running.queue, running.job_id!, deadline);
        continue;
      }
      if (detail?.modified_on) break;
      const started = await call<{ queue: string; job_id: string }>(baseUrl, `/${button}`, { method: 'POST', token })
        .catch((error: Error) => (error.message.includes(': 409 ') ? undefined : Promise.reject(error)));
      if (started) {
        await waitForJob(baseUrl, token, started.queue, started.job_id, deadline);
        break;
      }
      if (Date.now() > deadline) throw new Error(`Compute Fields ${button} could not start before the deadline.`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
  await call(baseUrl, '/logout', { method: 'POST', token }).catch(() => undefined);
}
