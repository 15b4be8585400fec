import { useEffect } from 'react';
import { useBrandName } from './use-brand-name';

/** Names the browser tab after the page, so each view is announced and bookmarked by its title. */
export function usePageTitle(title: string | undefined): void {
  const brandName = useBrandName();
  useEffect(() => {
    document.title = title ? `${title} · ${brandName}` : brandName;
  }, [title, brandName]);
}
