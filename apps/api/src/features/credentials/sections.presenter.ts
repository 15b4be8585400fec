import type { Education, Expertise } from '@acorn/contracts';
import type { educations, expertises } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { type FileRow, presentFile } from '../files';

/** An education with its image, as the service reads it. */
export interface EducationRow {
  education: (typeof educations)['$inferSelect'];
  image: FileRow | null;
}

/** One degree or course; the image by its public address. */
export function presentEducation(row: EducationRow, storage: Pick<FileStorage, 'publicUrl'>): Education {
  const { education, image } = row;
  const file = image && presentFile(image, storage);
  return {
    id: education.id,
    academy: education.academy,
    degree: education.degree,
    type_of_degree: education.type_of_degree,
    field_of_study: education.field_of_study,
    description: education.description,
    init_date: education.init_date,
    end_date: education.end_date,
    image: file && { id: file.id, name: file.name, url: file.url },
  };
}

/** One job; a current one without an end date. */
export const presentExpertise = (row: (typeof expertises)['$inferSelect']): Expertise => ({
  id: row.id,
  company_name: row.company_name,
  position: row.position,
  highlights: row.highlights,
  current_job: row.current_job,
  init_date: row.init_date,
  end_date: row.end_date,
});
