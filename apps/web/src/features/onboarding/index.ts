/** The first steps after registering: the participant's and the advisor's wizards. */
export { AdvisorWizard } from './components/advisor-wizard';
export { ParticipantWizard } from './components/participant-wizard';
