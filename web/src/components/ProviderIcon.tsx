import AppleIcon from '@mui/icons-material/Apple';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import GoogleIcon from '@mui/icons-material/Google';
import KeyIcon from '@mui/icons-material/Key';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const ICONS = {
  google: GoogleIcon,
  microsoft: MicrosoftIcon,
  apple: AppleIcon,
  github: GitHubIcon,
  facebook: FacebookIcon,
  linkedin: LinkedInIcon,
} as const;

/** A sign-in provider's mark by its configured icon name; a key for any other. Decorative. */
export function ProviderIcon({ icon, ...props }: { icon: string } & SvgIconProps) {
  const Icon = ICONS[icon as keyof typeof ICONS] ?? KeyIcon;
  return <Icon aria-hidden="true" {...props} />;
}
