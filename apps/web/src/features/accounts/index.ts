/**
 * Accounts: signing in, registering and resetting a password (forms and their calls), the
 * signed-in user, consent, sessions and the step indicator.
 */
export { useAcceptConsent } from './api/accept-consent';
export { meQueryOptions, useMe, useReloadUser, useSignedInUser } from './api/get-me';
export { logout } from './api/logout';
export { resetCodeQueryOptions } from './api/passwords';
export { invitationQueryOptions } from './api/register';
export { redeemSocialCode, socialLogin, socialRegistration } from './api/sign-in';
export { startSession } from './api/start-session';
export { AuthCard } from './components/auth-card';
export { ChangePasswordForm } from './components/change-password-form';
export { ConsentBanner } from './components/consent-banner';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { RegistrationForm } from './components/registration-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { SocialSignInButtons } from './components/social-sign-in-buttons';
export { StepIndicator } from './components/step-indicator';
export { carriesNonce, PENDING_KEY, readSocialCallback } from './social/oidc-flow';
