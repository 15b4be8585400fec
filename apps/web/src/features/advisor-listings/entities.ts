import {
  ADVISOR_LISTING_FUNCTIONS_MAX,
  ADVISOR_LISTING_HEADLINE_MAX,
  ADVISOR_LISTING_SOCIAL_LINKS,
  type AdvisorListing,
  advisorListingInputSchema,
} from '@acorn/contracts';
import {
  choiceOf,
  defineEntity,
  type EntityField,
  referenceChoices,
  singleFileField,
  storedFiles,
  toId,
} from '../content';
import { advisorListingsApi } from './api/advisor-listings';

/** A text field under its server name. */
const text = (key: string, extra: Partial<EntityField> = {}): EntityField => ({
  key,
  label: `fields.${key}`,
  type: 'text',
  maxValues: 255,
  grid: 6,
  ...extra,
});

/** A multiple choice the listing may leave empty. */
const optionalChoices = (key: string, optionType: NonNullable<EntityField['optionType']>): EntityField => ({
  ...referenceChoices(key, key, optionType, 6),
  required: false,
});

const functionsChoice = (key: string): EntityField => ({
  key,
  label: `fields.${key}`,
  type: 'select',
  optionType: 'functions',
  multiple: true,
  maxValues: ADVISOR_LISTING_FUNCTIONS_MAX,
  grid: 6,
});

/** The advisor listing form (content-community §3, Advisor) in its groups. */
const fields: EntityField[] = [
  text('name', { required: true, group: 'groups.identity' }),
  text('job_function'),
  { key: 'hide_identity', label: 'fields.hide_identity', type: 'checkbox', defaultValue: true, grid: 12 },
  text('bio', { maxValues: ADVISOR_LISTING_HEADLINE_MAX, grid: 12 }),
  { key: 'about_company', label: 'fields.about_company', type: 'wysiwyg', required: true },
  { ...singleFileField('avatar', 'image'), grid: 12 },
  {
    key: 'experience_start_date',
    label: 'fields.experience_start_date',
    type: 'date',
    grid: 6,
    group: 'groups.experience',
  },
  optionalChoices('languages', 'languages'),
  functionsChoice('business_areas'),
  functionsChoice('experience_previous_functions'),
  {
    key: 'main_career_achievement',
    label: 'fields.main_career_achievement',
    type: 'textarea',
    maxValues: 2000,
    hint: 'fields.main_career_achievement_hint',
    grid: 12,
  },
  { ...optionalChoices('user_industry_sectors', 'sectors'), group: 'groups.market' },
  optionalChoices('user_country_of_operations', 'countries'),
  { ...optionalChoices('user_services', 'services'), groupBy: true },
  text('geography'),
  text('email', { maxValues: 254, group: 'groups.contact' }),
  text('phone_number', { maxValues: 40 }),
  text('website'),
  ...ADVISOR_LISTING_SOCIAL_LINKS.map((key) => text(key)),
  text('city'),
  {
    key: 'country',
    label: 'fields.country',
    type: 'select',
    optionType: 'countries',
    toServerKeyExtractor: toId,
    grid: 6,
  },
];

const ids = (refs: ReadonlyArray<{ id: number }>) => refs.map((ref) => String(ref.id));

/** An advisor listing for the form engine: /create/advisor, /edit/advisor/12. */
export const advisorListingEntity = defineEntity<AdvisorListing>({
  approval: true,
  schema: advisorListingInputSchema,
  fields,
  toValues(item) {
    return {
      name: item.name,
      job_function: item.job_function ?? '',
      hide_identity: item.hide_identity,
      bio: item.bio ?? '',
      about_company: item.description,
      avatar: storedFiles(item.avatar),
      experience_start_date: item.experience_start_date ?? '',
      languages: ids(item.languages),
      business_areas: item.business_areas,
      experience_previous_functions: item.experience_previous_functions,
      main_career_achievement: item.main_career_achievement ?? '',
      user_industry_sectors: ids(item.sectors),
      user_country_of_operations: ids(item.countries),
      user_services: ids(item.services),
      geography: item.geography ?? '',
      email: item.email ?? '',
      phone_number: item.phone_number ?? '',
      website: item.website ?? '',
      ...Object.fromEntries(ADVISOR_LISTING_SOCIAL_LINKS.map((key) => [key, item[key] ?? ''])),
      city: item.city ?? '',
      country: choiceOf(item.country?.id),
    };
  },
  load: advisorListingsApi.get,
  ownerOf: (item) => item.user.id,
  create: advisorListingsApi.create,
  update: advisorListingsApi.update,
  invalidates: [[...advisorListingsApi.keys.all]],
});
