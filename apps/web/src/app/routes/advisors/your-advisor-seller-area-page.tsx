import type { AdvisorListing } from '@acorn/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { advisorsApi } from '../../../features/advisors';
import { ContentPage } from '../content/content-page';
import { OwnContentOf } from '../content/own-content-of';

/** /your-advisor-seller-area: the company's own advisor listings, in every status. */
export function YourAdvisorSellerAreaPage() {
  const { t } = useTranslation('advisors');
  return (
    <ContentPage feature="ADVISOR_FEATURE" title={t('own.title')} intro={t('own.intro')}>
      <OwnContentOf<AdvisorListing>
        api={advisorsApi}
        entity="advisor"
        detailPath={(item) => paths.advisorListing(item.id)}
        closingOf={() => null}
      />
    </ContentPage>
  );
}
