import {
  type Education,
  type Expertise,
  educationInputSchema,
  expertiseInputSchema,
  type ProfileSection,
} from '@acorn/contracts';
import { IconBriefcase, IconSchool, type TablerIcon } from '@tabler/icons-react';
import type { z } from 'zod/mini';
import { type EntityField, type EntityValues, firstFileId, storedFiles } from '../content';

/**
 * A section of the generic section list page (content-community §2): its fields on the entity
 * form engine's field kinds, the schema its calls are checked with, and an item's form values.
 */
export interface SectionDefinition {
  name: ProfileSection;
  schema: z.ZodMiniType;
  fields: readonly EntityField[];
  toValues(item: Education | Expertise): EntityValues;
}

const text = (key: string, label: string, options: Partial<EntityField> = {}): EntityField => ({
  key,
  label,
  type: 'text',
  grid: 6,
  maxValues: 255,
  ...options,
});

export const SECTION_DEFINITIONS: Record<ProfileSection, SectionDefinition> = {
  education: {
    name: 'education',
    schema: educationInputSchema,
    fields: [
      text('academy', 'fields.academy', { required: true }),
      text('degree', 'fields.degree', { required: true }),
      {
        key: 'type_of_degree',
        label: 'fields.typeOfDegree',
        type: 'select',
        optionType: 'degree-types',
        grid: 6,
      },
      {
        key: 'field_of_study',
        label: 'fields.fieldOfStudy',
        type: 'select',
        optionType: 'fields-of-study',
        groupBy: true,
        grid: 6,
      },
      { key: 'init_date', label: 'fields.startDate', type: 'date', grid: 6 },
      { key: 'end_date', label: 'fields.endDate', type: 'date', grid: 6 },
      { key: 'description', label: 'fields.description', type: 'textarea', grid: 12, maxValues: 2000 },
      {
        key: 'image',
        label: 'fields.image',
        type: 'files',
        accept: 'image',
        maxFiles: 1,
        grid: 12,
        toServerKeyExtractor: firstFileId,
      },
    ],
    toValues: (item) => {
      const education = item as Education;
      return {
        academy: education.academy,
        degree: education.degree,
        type_of_degree: education.type_of_degree,
        field_of_study: education.field_of_study,
        init_date: education.init_date ?? '',
        end_date: education.end_date ?? '',
        description: education.description ?? '',
        image: storedFiles(education.image),
      };
    },
  },
  expertise: {
    name: 'expertise',
    schema: expertiseInputSchema,
    fields: [
      text('company_name', 'fields.company', { required: true }),
      text('position', 'fields.position', { required: true }),
      { key: 'init_date', label: 'fields.startDate', type: 'date', required: true, grid: 6 },
      {
        key: 'end_date',
        label: 'fields.endDate',
        type: 'date',
        grid: 6,
        // Spec §4: a current job has no end date.
        disableIf: (values) => Boolean(values.current_job),
      },
      { key: 'current_job', label: 'fields.currentJob', type: 'checkbox', grid: 12 },
      { key: 'highlights', label: 'fields.highlights', type: 'textarea', grid: 12, maxValues: 2000 },
    ],
    toValues: (item) => {
      const job = item as Expertise;
      return {
        company_name: job.company_name,
        position: job.position,
        init_date: job.init_date,
        end_date: job.end_date ?? '',
        current_job: job.current_job,
        highlights: job.highlights ?? '',
      };
    },
  },
};

/** Each section's picture, on its page and on the profile. */
export const SECTION_ICONS: Record<ProfileSection, TablerIcon> = {
  education: IconSchool,
  expertise: IconBriefcase,
};
