// robots.txt (RFC 9309): the group for our product's token, else '*'; the longest matching Allow or
// Disallow wins, Allow on a tie; '*' and '$' patterns. A missing robots.txt (4xx) allows everything;
// one that cannot be fetched (5xx, network) disallows everything, as the RFC asks.
export interface RobotsRules { allow: string[]; disallow: string[]; crawlDelaySeconds: number | null }

export const ALLOW_ALL: RobotsRules = { allow: [], disallow: [], crawlDelaySeconds: null };
export const DISALLOW_ALL: RobotsRules = { allow: [], disallow: ['/'], crawlDelaySeconds: null };

export function parseRobots(text: string, productToken: string): RobotsRules {
  const token = productToken.toLowerCase();
  const groups: Array<{ agents: string[]; rules: RobotsRules }> = [];
  let current: { agents: string[]; rules: RobotsRules } | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'user-agent') {
      if (!current || !lastWasAgent) { current = { agents: [], rules: { allow: [], disallow: [], crawlDelaySeconds: null } }; groups.push(current); }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (field === 'allow' && value) current.rules.allow.push(value);
    else if (field === 'disallow' && value) current.rules.disallow.push(value);
    else if (field === 'crawl-delay' && Number.isFinite(Number(value))) current.rules.crawlDelaySeconds = Number(value);
  }
  const mine = groups.filter((g) => g.agents.some((a) => a !== '*' && token.includes(a)));
  const chosen = mine.length > 0 ? mine : groups.filter((g) => g.agents.includes('*'));
  return chosen.reduce<RobotsRules>((acc, g) => ({
    allow: [...acc.allow, ...g.rules.allow], disallow: [...acc.disallow, ...g.rules.disallow],
    crawlDelaySeconds: g.rules.crawlDelaySeconds ?? acc.crawlDelaySeconds,
  }), { allow: [], disallow: [], crawlDelaySeconds: null });
}

function matchLength(pattern: string, path: string): number {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const regex = new RegExp('^' + body.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*') + (anchored ? '$' : ''));
  return regex.test(path) ? body.length : -1;
}

/** Whether a path (with its query) may be fetched. */
export function isAllowed(rules: RobotsRules, pathWithQuery: string): boolean {
  let best = -1;
  let allowed = true;
  for (const pattern of rules.disallow) { const n = matchLength(pattern, pathWithQuery); if (n > best) { best = n; allowed = false; } }
  for (const pattern of rules.allow) { const n = matchLength(pattern, pathWithQuery); if (n >= best && n >= 0) { best = n; allowed = true; } }
  return allowed;
}
