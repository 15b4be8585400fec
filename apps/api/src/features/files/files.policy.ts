import { ROLES } from '@acorn/contracts';
import type { Principal } from '../../lib/auth';

/** Public files are anyone's to read; private ones (CVs, documents) their owner's and the operators'. */
export function canReadFile(principal: Principal, file: { owner_id: number | null; visibility: string }) {
  return (
    file.visibility === 'public' || file.owner_id === principal.userId || principal.role === ROLES.operator
  );
}

/** A file the user may attach to their own profile: uploaded by them. */
export const ownsFile = (userId: number, file: { owner_id: number | null }) => file.owner_id === userId;
