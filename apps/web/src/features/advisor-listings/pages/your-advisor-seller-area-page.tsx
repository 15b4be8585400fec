import type { AdvisorListing } from '@acorn/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ContentPage, OwnContentOf } from '../../content';
import { advisorListingsApi } from '../api/advisor-listings';

/** /your-advisor-seller-area: the company's own advisor listings, in every status. */
export function YourAdvisorSellerAreaPage() {
  const { t } = useTranslation('advisor-listings');
  return (
    <ContentPage feature="ADVISOR_FEATURE" title={t('own.title')} intro={t('own.intro')}>
      <OwnContentOf<AdvisorListing>
        api={advisorListingsApi}
        entity="advisor"
        detailPath={(item) => paths.item('advisor', item.id)}
        closingOf={() => null}
      />
    </ContentPage>
  );
}
