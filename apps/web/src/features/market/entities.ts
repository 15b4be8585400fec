import {
  MARKET_LIMITS,
  type MarketItem,
  type MarketType,
  offerInputSchema,
  opportunityInputSchema,
  SCORING_BOARD_FLAGS,
} from '@acorn/contracts';
import {
  choiceOf,
  closingDateField,
  defineEntity,
  type EntityField,
  publicationDateField,
  targetCountriesField,
  targetSectorsField,
  titleField,
  toId,
} from '../content';
import { MARKET_QUERY_KEY, marketApi } from './api/market';

/** The spec's form keys (content-community §3) and the server's names where they differ. */
function marketFields(type: MarketType): EntityField[] {
  const offer = type === 'offer';
  return [
    titleField,
    { key: 'description', label: 'fields.description', type: 'wysiwyg', required: true },
    {
      key: 'businessService',
      backendKey: 'service_id',
      label: 'fields.businessService',
      type: 'select',
      optionType: 'services',
      groupBy: true,
      required: true,
      toServerKeyExtractor: toId,
      grid: 12,
    },
    targetSectorsField,
    targetCountriesField,
    {
      key: 'targetCompanySize',
      backendKey: 'target_company_size',
      label: 'fields.targetCompanySize',
      type: 'select',
      optionType: 'company-size',
      grid: 6,
    },
    {
      key: 'targetCompanyRevenue',
      backendKey: 'target_company_revenue',
      label: 'fields.targetCompanyRevenue',
      type: 'select',
      optionType: 'revenue',
      grid: 6,
    },
    offer
      ? { key: 'what_brand_famous', label: 'fields.whatBrandFamous', type: 'textarea', maxValues: 2000 }
      : { key: 'need', label: 'fields.need', type: 'textarea', maxValues: 2000 },
    {
      key: 'innovation_areas',
      label: 'fields.innovationAreas',
      type: 'textarea',
      maxValues: 2000,
      grid: 6,
    },
    { key: 'strengths', label: 'fields.strengths', type: 'textarea', maxValues: 2000, grid: 6 },
    {
      key: 'proposalFactors',
      label: 'fields.proposalFactors',
      type: 'select',
      optionType: 'proposal-factors',
      multiple: true,
      groupBy: true,
      maxValues: MARKET_LIMITS.proposalFactors,
      toServerKeyExtractor: toId,
      hint: 'fields.proposalFactorsHint',
    },
    {
      key: 'scoringBoard',
      label: offer ? 'fields.scoringBoardOffer' : 'fields.scoringBoardOpportunity',
      hint: offer ? 'fields.scoringBoardOfferHint' : 'fields.scoringBoardOpportunityHint',
      type: 'scoringBoard',
      fields: SCORING_BOARD_FLAGS.map((key) => ({ key, label: `fields.${key}` })),
      toServerBooleanYesNo: true,
      answers: offer
        ? { yes: 'content:answers.yes', no: 'content:answers.no' }
        : { yes: 'content:answers.required', no: 'content:answers.notRequired' },
    },
    {
      key: 'files',
      label: 'fields.files',
      type: 'files',
      maxFiles: MARKET_LIMITS.files,
      accept: 'image-or-pdf',
      hint: 'fields.filesHint',
    },
    publicationDateField('opening_date', false),
    closingDateField('deadline', 'fields.closingDateHint'),
  ];
}

/** A stored item as the form shows it: the inverse of what the engine sends. */
function toValues(item: MarketItem) {
  return {
    title: item.title,
    description: item.description,
    businessService: choiceOf(item.service?.id),
    targetIndustrySectors: item.sectors.map((sector) => String(sector.id)),
    targetCountries: item.countries.map((country) => String(country.id)),
    targetCompanySize: item.target_company_size,
    targetCompanyRevenue: item.target_company_revenue,
    what_brand_famous: item.what_brand_famous ?? '',
    need: item.need ?? '',
    innovation_areas: item.innovation_areas ?? '',
    strengths: item.strengths ?? '',
    proposalFactors: item.proposalFactors.map((factor) => String(factor.id)),
    ...Object.fromEntries(SCORING_BOARD_FLAGS.map((key) => [key, item[key]])),
    files: item.files.map(({ id, name, url }) => ({ id, name, url })),
    publicationDate: item.opening_date ?? '',
    closingDate: item.deadline ?? '',
  };
}

/** One side of the market for the form engine: /create/offer, /edit/opportunity/12. */
export function marketEntity(type: MarketType) {
  return defineEntity<MarketItem>({
    approval: true,
    schema: type === 'offer' ? offerInputSchema : opportunityInputSchema,
    fields: marketFields(type),
    toValues,
    load: marketApi[type].get,
    ownerOf: (item) => item.user.id,
    create: marketApi[type].create,
    update: marketApi[type].update,
    invalidates: [[...MARKET_QUERY_KEY]],
  });
}
