import {
  type AdvisorStep1Input,
  type AdvisorStep2Input,
  type AdvisorStep3Input,
  type OnboardingSaveResponse,
  onboardingSaveResponseSchema,
  type ParticipantStep1Input,
  type ParticipantStep2Input,
} from '@acorn/contracts';
import { apiRequest } from '../../../lib/api-client';

const save = (path: string, body: unknown): Promise<OnboardingSaveResponse> =>
  apiRequest(path, { method: 'POST', body, schema: onboardingSaveResponseSchema });

/** POST /api/adduserinfo: participant step 1. */
export const saveParticipantCompany = (input: ParticipantStep1Input) => save('/api/adduserinfo', input);

/** POST /api/adduseraddress: participant step 2. */
export const saveParticipantAddress = (input: ParticipantStep2Input) => save('/api/adduseraddress', input);

/** POST /api/addSbaRegistrationForm1/2/3: the advisor wizard's steps. */
export const saveAdvisorContact = (input: AdvisorStep1Input) => save('/api/addSbaRegistrationForm1', input);
export const saveAdvisorCompany = (input: AdvisorStep2Input) => save('/api/addSbaRegistrationForm2', input);
export const saveAdvisorExpertise = (input: AdvisorStep3Input) => save('/api/addSbaRegistrationForm3', input);
