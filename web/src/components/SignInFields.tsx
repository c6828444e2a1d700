import { PasswordInput, TextInput } from '@mantine/core';
import { TEXT_LIMITS } from '@ri/contracts/limits';

/**
 * A user name (or e-mail) and a password, as every sign-in asks them: /login, and the verification link's page,
 * which signs in to the account it verifies (docs/accounts-and-claims.md).
 */
export function SignInFields({ loginLabel, loginName, login, password, errors, onLogin, onPassword, autoFocus = false }: {
  loginLabel: string;
  loginName: string;
  login: string;
  password: string;
  errors: { login?: string; password?: string };
  onLogin: (value: string) => void;
  onPassword: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextInput
        label={loginLabel}
        name={loginName}
        type="text"
        inputMode="email"
        autoComplete="username"
        maxLength={TEXT_LIMITS.login}
        value={login}
        onChange={(event) => onLogin(event.currentTarget.value)}
        error={errors.login}
        autoFocus={autoFocus}
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="current-password"
        maxLength={TEXT_LIMITS.password}
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        error={errors.password}
      />
    </>
  );
}
