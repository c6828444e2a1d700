/**
 * Public contact points shown in the marketing footer. The seeds say only that the footer has
 * social-media links and a contact mail link; the real addresses are set at build time with
 * VITE_CONTACT_EMAIL, VITE_LINKEDIN_URL and VITE_X_URL. The defaults are placeholders.
 */
function fromEnv(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const SITE_NAME = 'Research Insights';

export const CONTACT_EMAIL = fromEnv(import.meta.env.VITE_CONTACT_EMAIL, 'contact@research-insights.example');

export const SOCIAL_LINKS: { network: 'linkedin' | 'x'; label: string; href: string }[] = [
  { network: 'linkedin', label: 'Research Insights on LinkedIn', href: fromEnv(import.meta.env.VITE_LINKEDIN_URL, 'https://www.linkedin.com/company/research-insights') },
  { network: 'x', label: 'Research Insights on X', href: fromEnv(import.meta.env.VITE_X_URL, 'https://x.com/researchinsights') },
];
