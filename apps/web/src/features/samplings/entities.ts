import { SAMPLING_LIMITS, type Sampling, samplingInputSchema } from '@acorn/contracts';
import { defineEntity, singleFileField, storedFiles, titleField } from '../content';
import { samplingsApi } from './api/samplings';

/** A giveaway for the form engine: /create/sampling, /edit/sampling/12 (spec §3, Giveaway; §5). */
export const samplingEntity = defineEntity<Sampling>({
  approval: true,
  schema: samplingInputSchema,
  fields: [
    titleField,
    {
      key: 'description',
      label: 'fields.description',
      type: 'textarea',
      required: true,
      maxValues: SAMPLING_LIMITS.description,
      hint: 'fields.descriptionHint',
    },
    {
      key: 'numberOfSamples',
      backendKey: 'no_of_offers',
      label: 'fields.numberOfSamples',
      type: 'number',
      required: true,
      grid: 4,
    },
    {
      key: 'preferredDate',
      backendKey: 'prefered_date',
      label: 'fields.preferredDate',
      type: 'date',
      required: true,
      grid: 4,
    },
    {
      key: 'dateOfGiveAway',
      backendKey: 'date_of_giveaway',
      label: 'fields.dateOfGiveAway',
      type: 'date',
      grid: 4,
      hint: 'fields.dateOfGiveAwayHint',
    },
    {
      key: 'winningCriteria',
      backendKey: 'winning_criteria',
      label: 'fields.winningCriteria',
      type: 'textarea',
      maxValues: 2000,
    },
    singleFileField('headerImage', 'image', 'header_image'),
    singleFileField('brochure', 'image-or-pdf'),
    {
      key: 'images',
      label: 'fields.images',
      type: 'files',
      accept: 'image',
      maxFiles: SAMPLING_LIMITS.images,
      hint: 'fields.imagesHint',
    },
  ],
  toValues(item) {
    return {
      title: item.title,
      description: item.description,
      numberOfSamples: item.numberOfSamples,
      preferredDate: item.preferedDate ?? '',
      dateOfGiveAway: item.dateOfGiveAway ?? '',
      winningCriteria: item.winningCriteria ?? '',
      headerImage: storedFiles(item.headerImage),
      brochure: storedFiles(item.brochure),
      images: item.images.map((image) => storedFiles(image)[0]),
    };
  },
  load: samplingsApi.get,
  ownerOf: (item) => item.user.id,
  create: samplingsApi.create,
  update: samplingsApi.update,
  invalidates: [[...samplingsApi.keys.all]],
});
