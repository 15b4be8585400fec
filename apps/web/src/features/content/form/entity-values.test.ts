import { offerInputSchema } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { schemaFormErrors } from '../../../components/form/use-schema-form';
import type { EntityField } from './entity-fields';
import {
  entityBody,
  entityFieldPath,
  initialEntityValues,
  missingRequiredLabels,
  toId,
} from './entity-values';

const fields: EntityField[] = [
  { key: 'title', label: 'fields.title', type: 'text', required: true },
  { key: 'description', label: 'fields.description', type: 'wysiwyg', required: true },
  {
    key: 'businessService',
    backendKey: 'service_id',
    label: 'fields.businessService',
    type: 'select',
    required: true,
    toServerKeyExtractor: toId,
  },
  {
    key: 'targetIndustrySectors',
    backendKey: 'sectors',
    label: 'fields.sectors',
    type: 'select',
    multiple: true,
    required: true,
    toServerKeyExtractor: toId,
  },
  {
    key: 'targetCountries',
    backendKey: 'countries',
    label: 'fields.countries',
    type: 'select',
    multiple: true,
    required: true,
    toServerKeyExtractor: toId,
  },
  { key: 'copies', label: 'fields.copies', type: 'number' },
  {
    key: 'published',
    label: 'fields.published',
    type: 'checkbox',
    toServerBooleanYesNo: true,
    defaultValue: true,
  },
  {
    key: 'scoringBoard',
    label: 'fields.board',
    type: 'scoringBoard',
    toServerBooleanYesNo: true,
    fields: [{ key: 'scoring_board_reviews', label: 'fields.reviews' }],
  },
  { key: 'files', label: 'fields.files', type: 'files', maxFiles: 5 },
  { key: 'closingDate', backendKey: 'deadline', label: 'fields.closingDate', type: 'date', required: true },
];
const definition = { fields };

describe('the form engine values', () => {
  it("start from the spec's defaults: numbers at 1, nothing chosen, no files, flags off", () => {
    expect(initialEntityValues(definition)).toEqual({
      title: '',
      description: '',
      businessService: null,
      targetIndustrySectors: [],
      targetCountries: [],
      copies: 1,
      published: true,
      scoring_board_reviews: false,
      files: [],
      closingDate: '',
    });
  });

  it('send each field under its server name: ids as numbers, integers, Yes/No and file ids', () => {
    const body = entityBody(definition, {
      ...initialEntityValues(definition),
      title: 'Export to Brazil',
      description: '<p>Growth</p>',
      businessService: '4',
      targetIndustrySectors: ['3', '7'],
      targetCountries: ['152'],
      copies: 2.7,
      scoring_board_reviews: true,
      files: [{ id: 9, name: 'deck.pdf', url: '/x' }],
      closingDate: '2030-01-31',
    });
    expect(body).toEqual({
      title: 'Export to Brazil',
      description: '<p>Growth</p>',
      service_id: 4,
      sectors: [3, 7],
      countries: [152],
      copies: 2,
      published: 'Yes',
      scoring_board_reviews: 'Yes',
      files: [9],
      deadline: '2030-01-31',
    });
    expect(offerInputSchema.safeParse(body).success).toBe(true);
  });

  it('name the required fields left empty, in the order shown, and show server names under form keys', () => {
    const check = {
      schema: offerInputSchema,
      toInput: (values: Record<string, unknown>) => entityBody(definition, values),
      fieldPath: entityFieldPath(definition),
    };
    const errors = schemaFormErrors(check, { ...initialEntityValues(definition), title: 'Only a title' });
    expect(errors).toMatchObject({
      description: 'required',
      businessService: 'required',
      targetIndustrySectors: 'required',
      targetCountries: 'required',
      closingDate: 'required',
    });
    expect(missingRequiredLabels(definition, errors)).toEqual([
      'fields.description',
      'fields.businessService',
      'fields.sectors',
      'fields.countries',
      'fields.closingDate',
    ]);
    expect(entityFieldPath(definition)('sectors.1')).toBe('targetIndustrySectors');
    expect(entityFieldPath(definition)('scoring_board_reviews')).toBe('scoring_board_reviews');
  });
});
