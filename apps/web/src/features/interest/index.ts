/** Want and 'Send an email' on others' items and companies (the feed's cards and the detail pages). */
export { wantedQuery } from './api/interest';
export { SendEmailButton } from './components/send-email-button';
export { WantButton } from './components/want-button';
