/** Backing up and restoring a deployment: the database, the uploaded files and a manifest. */
export { BackupError, createBackup, restoreBackup } from './backup.service';
