import { ROLES } from '@acorn/contracts';
import { Alert, Anchor, Center, Container, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import {
  AuthCard,
  carriesNonce,
  PENDING_KEY,
  readSocialCallback,
  redeemSocialCode,
  socialLogin,
  socialRegistration,
  startSession,
} from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { safeReturnTo } from '../../../lib/return-to';
import { useLanguage } from '../../../lib/use-language';

/**
 * `/auth/callback`: the provider sends the browser back here with the ID token in the fragment, or
 * with a code the API redeems for it; the token goes to the API, which verifies it and answers
 * with a session (guest-only).
 */
export function SocialCallbackPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  usePageTitle(t('social.callbackTitle'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const result = readSocialCallback(window.location, sessionStorage.getItem(PENDING_KEY));
    sessionStorage.removeItem(PENDING_KEY);
    // The token or code must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    if (!result.ok) {
      setFailure(result.reason === 'cancelled' ? t('social.cancelled') : t('errors:generic'));
      return;
    }
    const { pending } = result;
    const { intent } = pending;
    const providerToken = async () => {
      if ('idToken' in result) return result.idToken;
      const idToken = await redeemSocialCode({ provider: pending.provider, code: result.code });
      // The token came from the provider through our server; a nonce, when echoed, must be ours.
      if (!carriesNonce(idToken, pending.nonce, true)) throw new Error('nonce mismatch');
      return idToken;
    };
    const signIn = async () =>
      intent.kind === 'login'
        ? socialLogin({ provider: pending.provider, providerToken: await providerToken() })
        : socialRegistration({
            provider: pending.provider,
            providerToken: await providerToken(),
            role: intent.role,
            invitecode: intent.invitecode,
            ref: intent.ref,
            language,
          });
    signIn()
      .then((token) => startSession(queryClient, token))
      .then((user) => {
        const target =
          intent.kind === 'register' && user.cb_roles_id === ROLES.participant
            ? paths.completeParticipantRegistration(intent.subscription)
            : (intent.kind === 'login' && safeReturnTo(intent.returnTo)) || paths.feed();
        return navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === 'account_inactive') {
          return navigate(paths.accountInactive(), { replace: true });
        }
        // Spec §8: a 401 shows the server's reason, anything else the generic message.
        const readable = isApiError(error) && [401, 409, 422, 429].includes(error.status);
        setFailure(readable ? errorText(error) : t('errors:generic'));
      });
  }, [errorText, language, navigate, queryClient, t]);

  return (
    <Container size={480} py={{ base: 'md', sm: 'xl' }}>
      <AuthCard title={t('social.callbackTitle')}>
        {failure ? (
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
              {failure}
            </Alert>
            <Anchor component={Link} to={paths.home()} size="sm">
              {t('forgot.backToSignIn')}
            </Anchor>
          </Stack>
        ) : (
          <Center py="lg">
            <Loader role="status" aria-label={t('social.signingIn')} />
          </Center>
        )}
      </AuthCard>
    </Container>
  );
}
