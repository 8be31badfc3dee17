import { Avatar } from '@/components/ui/Avatar';
import { identityAvatarUrl, identityName, type Identity } from '@/lib/auth/identities';

/** An identity's photo or logo, else its initials: a person round, an organization square; decorative (the name is always beside it). */
export function IdentityAvatar({ identity, size = 32 }: { identity: Identity; size?: number }) {
  return <Avatar name={identityName(identity)} src={identityAvatarUrl(identity)} size={size} shape={identity.type === 'organizations' ? 'square' : 'circle'} />;
}
