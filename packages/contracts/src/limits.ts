/**
 * Text length limits shared by the request schemas and the web forms' inputs (maxLength), so that a
 * form refuses before sending what the API would refuse (docs/api-conventions.md, "Errors and
 * messages"). No zod here: the public pages import it without the schemas (`@ri/contracts/limits`).
 */
export const TEXT_LIMITS = {
  /** RFC 5321 path limit */
  email: 254,
  /** a login accepts a user name or an e-mail address */
  login: 320,
  username: 64,
  password: 1024,
  /** first, middle and last names */
  personName: 100,
  universityName: 300,
  prefix: 50,
  suffix: 50,
  position: 300,
  link: 2000,
  bio: 20_000,
} as const;
