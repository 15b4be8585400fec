import { type Protocol, protocolInputSchema } from '@acorn/contracts';
import {
  categoriesField,
  closingDateField,
  defineEntity,
  publicationDateField,
  singleFileField,
  storedFiles,
  targetCountriesField,
  targetSectorsField,
  titleField,
} from '../content';
import { protocolsApi } from './api/protocols';

/** A protocol (service post) for the form engine: /create/protocol, /edit/protocol/12. */
export const protocolEntity = defineEntity<Protocol>({
  approval: true,
  schema: protocolInputSchema,
  fields: [
    titleField,
    { key: 'description', label: 'fields.description', type: 'wysiwyg' },
    categoriesField,
    targetSectorsField,
    targetCountriesField,
    publicationDateField('date_of_publication'),
    closingDateField('date_of_validity', 'fields.closingDateHint'),
    singleFileField('brochure', 'image-or-pdf'),
    singleFileField('image', 'image'),
  ],
  toValues(item) {
    return {
      title: item.title,
      description: item.description,
      categories: item.categories.map((category) => String(category.id)),
      targetIndustrySectors: item.sectors.map((sector) => String(sector.id)),
      targetCountries: item.countries.map((country) => String(country.id)),
      publicationDate: item.dateOfPublication ?? '',
      closingDate: item.dateOfValidity ?? '',
      brochure: storedFiles(item.brochure),
      image: storedFiles(item.image),
    };
  },
  load: protocolsApi.get,
  ownerOf: (item) => item.user.id,
  create: protocolsApi.create,
  update: protocolsApi.update,
  invalidates: [[...protocolsApi.keys.all]],
});
