import { parse } from 'tldts';

// A university's e-mail domains prove a claim at sign-up (docs/accounts-and-claims.md, "Claims need proof"): an
// address at one of them, or at a subdomain of one, grants the claim once verified. A domain many organisations
// share would let anyone with an address under it claim the school's people, so such domains are refused when an
// administrator saves them, and never prove a claim if one was stored before.

/** Public e-mail services: anyone can have an address there, so none is a university's domain. */
const PUBLIC_MAIL_SERVICES = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com', 'icloud.com',
  'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de', 'gmx.net', 'mail.com', 'web.de',
  'yandex.com', 'yandex.ru', 'qq.com', '163.com', '126.com', 'zoho.com', 'fastmail.com', 'hey.com', 'tutanota.com',
]);

/**
 * Why a domain cannot be a university's e-mail domain, or null when it can: a public suffix (`ac.uk`, `edu`, `co.uk`,
 * and the private suffixes of the Public Suffix List such as `github.io`), or a public e-mail service or a subdomain
 * of one (`gmail.com`).
 */
export function sharedDomainReason(domain: string): string | null {
  const { domain: registrable, publicSuffix } = parse(domain, { allowPrivateDomains: true });
  if (!registrable || registrable === publicSuffix) {
    return `"${domain}" is shared by many organisations (a public suffix, like ac.uk or edu): enter the university's own domain, such as ox.ac.uk or upenn.edu.`;
  }
  if (PUBLIC_MAIL_SERVICES.has(registrable)) return `"${domain}" is a public e-mail service: anyone can have an address there, so it cannot prove a claim.`;
  return null;
}
