import {
  type Education,
  type Expertise,
  educationListResponseSchema,
  educationSavedResponseSchema,
  expertiseListResponseSchema,
  expertiseSavedResponseSchema,
  type ProfileSection,
} from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const removedSchema = z.object({ success: z.string() });

/** Each section's address (content-community §7): PUT and DELETE by id for these two. */
const PATHS = { education: '/api/advisors/educations', expertise: '/api/advisors/expertises' } as const;

/** A section's items at `path`, each checked by its section's schema. */
const fetchItems = (section: ProfileSection, path: string, signal: AbortSignal) =>
  section === 'education'
    ? apiRequest(path, { schema: educationListResponseSchema, signal }).then((answer) => answer.data)
    : apiRequest(path, { schema: expertiseListResponseSchema, signal }).then((answer) => answer.data);

/** Sends a save, the answer checked by its section's schema. */
const save = (
  section: ProfileSection,
  path: string,
  method: 'POST' | 'PUT',
  body: unknown,
): Promise<unknown> =>
  section === 'education'
    ? apiRequest(path, { method, body, schema: educationSavedResponseSchema })
    : apiRequest(path, { method, body, schema: expertiseSavedResponseSchema });

/** An item of a section, by the section. */
export type SectionItem<Section extends ProfileSection> = Section extends 'education' ? Education : Expertise;

export const SECTIONS_KEY = ['credentials', 'sections'] as const;

/** The advisor's own items of a section. */
export const ownSectionQuery = <Section extends ProfileSection>(section: Section) =>
  queryOptions({
    queryKey: [...SECTIONS_KEY, section, 'own'],
    queryFn: ({ signal }) => fetchItems(section, PATHS[section], signal) as Promise<SectionItem<Section>[]>,
  });

/** An advisor's items of a section, as any member reads them. */
export const advisorSectionQuery = <Section extends ProfileSection>(section: Section, advisorId: number) =>
  queryOptions({
    queryKey: [...SECTIONS_KEY, section, advisorId],
    queryFn: ({ signal }) =>
      fetchItems(section, `${PATHS[section]}/${advisorId}`, signal) as Promise<SectionItem<Section>[]>,
  });

export const createSectionItem = (section: ProfileSection, body: unknown) =>
  save(section, PATHS[section], 'POST', body);

export const updateSectionItem = (section: ProfileSection, id: number, body: unknown) =>
  save(section, `${PATHS[section]}/${id}`, 'PUT', body);

export const deleteSectionItem = (section: ProfileSection, id: number) =>
  apiRequest(`${PATHS[section]}/${id}`, { method: 'DELETE', schema: removedSchema });
