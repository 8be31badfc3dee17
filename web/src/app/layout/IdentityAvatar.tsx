import Avatar from '@mui/material/Avatar';
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
  return (
    <Avatar
      src={identityAvatarUrl(identity)}
      alt=""
      aria-hidden="true"
      variant={identity.type === 'organizations' ? 'rounded' : 'circular'}
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'primary.main', color: '#ffffff', fontWeight: 600 }}
    >
      {initials(name)}
    </Avatar>
  );
}
