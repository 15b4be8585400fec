/**
 * What referrals and reviews share: asking for feedback and giving it through single-use codes,
 * the companies a member may pick, and how each piece came about (decision 039).
 */

export { type MyFeedbackRow, presentFeedbackReply, presentMyFeedback } from './feedback.presenter';
export { givenByFormerMember, publicFeedback, purgeEndedFeedbackRequests } from './feedback.queries';
export { feedbackRoutes, registerFeedbackRoutes } from './feedback.routes';
export {
  claimFeedbackRequest,
  findFeedbackCounterpart,
  findFeedbackRequest,
  hideFeedback,
  requestFeedback,
} from './feedback.service';
export { feedbackEvidence } from './feedback-evidence';
export { runFeedbackReminders } from './feedback-reminder';
