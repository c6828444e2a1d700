// Tests serve feeds, faculty directories and OpenAlex from loopback, which the safe fetcher refuses
// unless the host and port are named in FETCH_ALLOW_HOSTS (docs/ingestion.md "Internal hosts").

/** Adds a local server's host:port (from its base URL) to this process's FETCH_ALLOW_HOSTS. */
export function allowFetchHost(baseUrl: string): void {
  const { host } = new URL(baseUrl);
  const current = (process.env.FETCH_ALLOW_HOSTS ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (!current.includes(host)) process.env.FETCH_ALLOW_HOSTS = [...current, host].join(',');
}
