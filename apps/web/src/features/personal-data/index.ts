/** What the profile page shows of the member's own data: export and erasure. */
export { PersonalDataSection } from './components/personal-data-section';
