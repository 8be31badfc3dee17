import { useState } from 'react';
import { identityAvatarUrl, identityName, type Identity } from '@/lib/auth/identities';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** Photo or logo when there is one, else initials; decorative (the name is always beside it). */
export function IdentityAvatar({ identity, size = 32 }: { identity: Identity; size?: number }) {
  const name = identityName(identity);
  const src = identityAvatarUrl(identity);
  // A picture that fails to load falls back to the initials, as MUI's Avatar did.
  const [failed, setFailed] = useState<string | undefined>();
  const showImage = src !== undefined && src !== '' && failed !== src;
  return (
    <span
      aria-hidden="true"
      className="mp-avatar"
      style={{ width: size, height: size, fontSize: size * 0.42, borderRadius: identity.type === 'organizations' ? 10 : '50%' }}
    >
      {showImage ? <img src={src} alt="" onError={() => setFailed(src)} /> : initials(name)}
    </span>
  );
}
