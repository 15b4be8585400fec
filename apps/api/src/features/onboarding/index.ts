export { onboardingRoutes } from './onboarding.routes';
