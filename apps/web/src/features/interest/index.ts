/** Want and 'Send an email' on others' items and companies (the feed's cards and the detail pages). */
export {
  useSendInterestedNotification,
  useToggleWant,
  type WantChange,
  wantedQuery,
} from './api/interest';
export { SendEmailButton, type SendEmailButtonProps } from './components/send-email-button';
export { WantButton, type WantButtonProps } from './components/want-button';
