import { DEFAULT_BRAND_NAME } from '../../../config/brand';
import { useAppConfig } from '../api/get-app-config';

export function useBrandName(): string {
  return useAppConfig().data?.brandName ?? DEFAULT_BRAND_NAME;
}
