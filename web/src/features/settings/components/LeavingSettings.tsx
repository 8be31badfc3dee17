import Stack from '@mui/material/Stack';
import { DataExportSettings } from './DataExportSettings';
import { DeleteAccountSettings } from './DeleteAccountSettings';

/** Leaving Matchpool: downloading one's data, deleting the account. For the person, not an organization. */
export function LeavingSettings() {
  return (
    <Stack spacing={3}>
      <DataExportSettings />
      <DeleteAccountSettings />
    </Stack>
  );
}
