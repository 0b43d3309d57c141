import { storageStatusMessages } from '../db/storage-status-store';
import { useStorageStatus } from '../lib/use-storage-status';
import { useUpdateStore } from './update-store';

/**
 * Visible state the whole app shares: local storage failing (quota, blocked, unavailable) and a
 * new version of the app waiting. Both sit under the header, above every page.
 */
export function ShellBanners() {
  const status = useStorageStatus((s) => s.status);
  const resetStorage = useStorageStatus((s) => s.reset);
  const applyUpdate = useUpdateStore((s) => s.applyUpdate);
  const dismissUpdate = useUpdateStore((s) => s.dismiss);
  const storageMessage = storageStatusMessages[status];
  if (!storageMessage && !applyUpdate) return null;
  return (
    <div className="shell-banners">
      {storageMessage && (
        <div className="shell-banner is-warning" role="alert">
          <span>{storageMessage}</span>
          {status === 'outdated' ? (
            <button type="button" onClick={() => window.location.reload()}>
              Reload
            </button>
          ) : (
            <button type="button" onClick={resetStorage}>
              Dismiss
            </button>
          )}
        </div>
      )}
      {applyUpdate && (
        <div className="shell-banner" role="status">
          <span>A new version of PropAI is ready.</span>
          <button type="button" onClick={() => void applyUpdate()}>
            Reload
          </button>
          <button type="button" onClick={dismissUpdate}>
            Later
          </button>
        </div>
      )}
    </div>
  );
}
