/** Want and 'Send an email' on others' items and companies (the feed's cards and the detail pages). */
export {
  fetchWanted,
  useSendInterestedNotification,
  useToggleWant,
  type WantChange,
} from './api/interest';
export { SendEmailButton, type SendEmailButtonProps } from './components/send-email-dialog';
export { WantButton, type WantButtonProps } from './components/want-button';
