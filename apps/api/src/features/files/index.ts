/** What other features and the app use of files: storing, finding and presenting uploads. */
export { runFileSweep } from './file-sweeper';
export { ownsFile } from './files.policy';
export { presentFile, publicImageUrl } from './files.presenter';
export { filesRoutes } from './files.routes';
export {
  deleteStoredBytes,
  deleteStoredFile,
  type FileRow,
  findFile,
  storeInlineUpload,
  unsupportedFileError,
} from './files.service';
export { runImageVariantBackfill } from './image-variant-backfill';
export { publicFilesRoutes } from './public-files.routes';
