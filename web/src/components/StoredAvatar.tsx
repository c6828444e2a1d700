import { Avatar, type AvatarProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFileUrl } from '../api/profile/files.ts';

/**
 * An avatar for a profile picture in a list (Author Search, Change Login, Explore ...). A picture we
 * store (`.../api/files/picture-<uuid>.png`) is served only with the bearer token, which an
 * `<img src>` cannot carry: it is fetched with the token and shown from a blob URL (useFileUrl), so
 * every signed-in user sees it and nobody else does (docs/privacy.md, "Profile pictures"). Any
 * other http(s) link is shown as it is; while loading, or without a picture, the initials or name.
 */
export function StoredAvatar({ picture, children, ...props }: Omit<AvatarProps, 'src'> & { picture: string | null | undefined; alt?: string; children?: ReactNode }) {
  const file = useFileUrl(picture ?? '');
  return <Avatar {...props} src={file.href} imageProps={{ referrerPolicy: 'no-referrer', ...props.imageProps }}>{children}</Avatar>;
}
