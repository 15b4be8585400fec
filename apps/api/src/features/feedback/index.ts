/**
 * What referrals and reviews share: asking for feedback and giving it through single-use codes,
 * the companies a member may pick, and how each piece came about (decision 039).
 */

export { type FeedbackSwitch, presentFeedbackSwitch, presentShowPublic } from './feedback.presenter';
export { feedbackRoutes } from './feedback.routes';
export {
  askForFeedback,
  claimFeedbackRequest,
  type FeedbackProject,
  type FeedbackSubject,
  findFeedbackCaller,
  findFeedbackCounterpart,
  findFeedbackRequest,
  startGivingFeedback,
} from './feedback.service';
export { feedbackEvidence } from './feedback-evidence';
