import { DataExportSettings } from './DataExportSettings';
import { DeleteAccountSettings } from './DeleteAccountSettings';
import './settings.css';

/** Leaving Matchpool: downloading one's data, deleting the account. For the person, not an organization. */
export function LeavingSettings() {
  return (
    <div className="mp-settings-stack">
      <DataExportSettings />
      <DeleteAccountSettings />
    </div>
  );
}
