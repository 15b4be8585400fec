/** Backing up and restoring a deployment: the database, the uploaded files and a manifest. */
export { BackupError, type BackupManifest, createBackup, restoreBackup } from './backup.service';
