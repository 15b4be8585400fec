import type { Database } from '@acorn/db';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { ServedContentType } from './features/content';
import type { Mailer } from './integrations/mail/mail-queue';
import type { OidcVerifier } from './integrations/oidc/oidc-verifier';
import type { FileStorage } from './integrations/storage/file-storage';

/** What every feature's routes are given: no module-level state, so instances stay interchangeable. */
export interface AppDeps {
  config: Config;
  database: Database;
  /**
   * The database for a request's reads of lists, search, directories and public profiles: a read
   * replica when one keeps up and the caller has not just written, the primary otherwise
   * (decision 057). Everything else reads and writes `database.db`.
   */
  reader: (request: FastifyRequest) => Database['db'];
  storage: FileStorage;
  mailer: Mailer;
  oidc: OidcVerifier;
  /** The content types served (content-types.ts): the operator's review reads an item through its type. */
  contentTypes: readonly ServedContentType[];
}
