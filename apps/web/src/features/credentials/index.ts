/** Awards and certificates: the owner's editor and what visitors see of them. */
export { ownCredentialsQuery } from './api/credentials';
export { CredentialsEditor } from './components/credentials-editor';
export { SectionList } from './components/section-list';
export { VisibleCredentials } from './components/visible-credentials';
export { EducationList, ExperienceList } from './components/visible-sections';
