import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_REQUIRED_TEXTS,
  CAMPAIGN_ROLES,
  CAMPAIGN_TEXT_GROUPS,
  CAMPAIGN_TEXTS,
  CAMPAIGN_WILL,
  type Campaign,
  type CampaignText,
  campaignInputSchema,
  SCORING_BOARD_FLAGS,
} from '@acorn/contracts';
import {
  closingDateField,
  defineEntity,
  type EntityField,
  publicationDateField,
  singleFileField,
  storedFiles,
  targetCountriesField,
  targetSectorsField,
  titleField,
  toId,
} from '../content';
import { campaignsApi } from './api/campaigns';

/** The spec's form key of a server name (problem_use_context -> problemUseContext). */
export const formKey = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

const textField = (name: CampaignText, group?: string): EntityField => ({
  key: formKey(name),
  backendKey: name,
  label: `fields.${formKey(name)}`,
  type: 'textarea',
  maxValues: 2000,
  required: CAMPAIGN_REQUIRED_TEXTS.includes(name),
  grid: 6,
  ...(group ? { group } : {}),
});

const roleField = (name: (typeof CAMPAIGN_ROLES)[number], group?: string): EntityField => ({
  key: formKey(name),
  backendKey: name,
  label: `fields.${formKey(name)}`,
  type: 'select',
  optionType: 'functions',
  multiple: true,
  maxValues: CAMPAIGN_LIMITS.functionsPerRole,
  grid: 6,
  ...(group ? { group } : {}),
});

const [decisionMaker, ...buyers] = CAMPAIGN_ROLES.slice(0, 5);
const [businessCaser, ...team] = CAMPAIGN_ROLES.slice(5);
/** A group's texts; the first opens the group's heading unless another field does. */
const groupTexts = (group: keyof typeof CAMPAIGN_TEXT_GROUPS, heading = true) =>
  CAMPAIGN_TEXT_GROUPS[group].map((name, index) =>
    textField(name, heading && index === 0 ? `groups.${group}` : undefined),
  );

/** The campaign form in the spec's groups (content-community §3, Campaign form fields). */
const fields: EntityField[] = [
  { ...titleField, group: 'groups.target' },
  { ...targetSectorsField, key: 'targetIndustrySegments', label: 'fields.targetIndustrySegments' },
  targetCountriesField,
  {
    key: 'services',
    label: 'fields.services',
    type: 'select',
    optionType: 'services',
    groupBy: true,
    multiple: true,
    required: true,
    maxValues: CAMPAIGN_LIMITS.services,
    toServerKeyExtractor: toId,
    hint: 'fields.servicesHint',
  },
  ...groupTexts('offer'),
  ...(decisionMaker ? [roleField(decisionMaker, 'groups.buyers')] : []),
  ...buyers.map((role) => roleField(role)),
  ...(businessCaser ? [roleField(businessCaser, 'groups.team')] : []),
  ...team.map((role) => roleField(role)),
  {
    key: 'campaignWill',
    backendKey: 'campaign_will',
    label: 'fields.campaignWill',
    type: 'select',
    required: true,
    options: CAMPAIGN_WILL.map((value) => ({ value, label: `will.${value}` })),
    group: 'groups.story',
  },
  ...groupTexts('story', false),
  {
    key: 'businessCase',
    backendKey: 'business_case',
    label: 'fields.businessCase',
    type: 'select',
    optionType: 'business-case',
    required: true,
    group: 'groups.case',
  },
  ...groupTexts('case', false).slice(0, 3),
  {
    key: 'scoringBoard',
    label: 'fields.scoringBoard',
    type: 'scoringBoard',
    fields: SCORING_BOARD_FLAGS.map((key) => ({ key, label: `market:fields.${key}` })),
    toServerBooleanYesNo: true,
  },
  ...groupTexts('case', false).slice(3),
  { ...singleFileField('image', 'image'), group: 'groups.publication', grid: 12 },
  publicationDateField('opening_date'),
  closingDateField('deadline'),
];

/** A campaign for the form engine: /create/campaign, /edit/campaign/12. */
export const campaignEntity = defineEntity<Campaign>({
  approval: true,
  schema: campaignInputSchema,
  fields,
  toValues(item) {
    return {
      title: item.title,
      targetIndustrySegments: item.sectors.map((sector) => String(sector.id)),
      targetCountries: item.countries.map((country) => String(country.id)),
      services: item.services.map((service) => String(service.id)),
      campaignWill: item.campaign_will,
      businessCase: item.business_case,
      ...Object.fromEntries(CAMPAIGN_TEXTS.map((name) => [formKey(name), item[name] ?? ''])),
      ...Object.fromEntries(CAMPAIGN_ROLES.map((name) => [formKey(name), item[name]])),
      ...Object.fromEntries(SCORING_BOARD_FLAGS.map((name) => [name, item[name]])),
      image: storedFiles(item.image),
      publicationDate: item.opening_date ?? '',
      closingDate: item.deadline ?? '',
    };
  },
  load: campaignsApi.get,
  ownerOf: (item) => item.user.id,
  create: campaignsApi.create,
  update: campaignsApi.update,
  invalidates: [[...campaignsApi.keys.all]],
});
