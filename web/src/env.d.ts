/// <reference types="vite/client" />

/** Build-time settings (see siteConfig.ts); all optional. */
interface ImportMetaEnv {
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  readonly VITE_X_URL?: string;
}
