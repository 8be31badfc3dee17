/** The account-center page where an organization completes KYB (spec §2 KYB modal). */
export function kybUrl(accountCenter: string, identityId: string): string {
  return `${accountCenter.replace(/\/$/, '')}/kyb?id=${encodeURIComponent(identityId)}`;
}
