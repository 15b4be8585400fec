import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { companyProfileQuery } from '../../../lib/company-profile';
import { parseRouteId } from '../../../lib/route-id';

/**
 * /profile/{id} (spec §2: a profile by the user type's prefix): a company's id opens
 * /company/{id}; any other opens /advisor/{id}, which says when it is no one's.
 */
export function ProfileByIdPage() {
  const id = parseRouteId(useParams().id);
  const company = useQuery({ ...companyProfileQuery(id ?? 0), enabled: id !== undefined });
  if (id === undefined) return <NotFoundState />;
  if (company.data) return <Navigate to={paths.company(id)} replace />;
  if (company.error instanceof ApiError && [403, 404].includes(company.error.status)) {
    return <Navigate to={paths.advisor(id)} replace />;
  }
  return <PageLoader />;
}
