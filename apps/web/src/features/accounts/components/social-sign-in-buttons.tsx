import { Button, Divider, Stack } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandGoogle,
  IconBrandLinkedin,
  IconLogin2,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';
import { useNotice } from '../../../lib/use-notice';
import { useAppConfig } from '../../app-config';
import { beginSocialSignIn, findOidcClient, type SocialIntent } from '../social/oidc-flow';

const KNOWN_PROVIDERS: Record<string, { name: string; icon: TablerIcon }> = {
  google: { name: 'Google', icon: IconBrandGoogle },
  linkedin: { name: 'LinkedIn', icon: IconBrandLinkedin },
  facebook: { name: 'Facebook', icon: IconBrandFacebook },
};

const providerName = (provider: string): string =>
  KNOWN_PROVIDERS[provider]?.name ?? provider.charAt(0).toUpperCase() + provider.slice(1);

interface SocialSignInButtonsProps {
  /** Called on click: what to do once the provider answers, or null when the form must be fixed first. */
  intent: () => SocialIntent | null;
  /** 'or sign in with' above the buttons. */
  dividerLabel: string;
}

/** One button per provider the server has configured (app-config `oidcProviders`); none, nothing. */
export function SocialSignInButtons({ intent, dividerLabel }: SocialSignInButtonsProps) {
  const { t } = useTranslation('accounts');
  const notice = useNotice();
  const language = useLanguage();
  const { data: config } = useAppConfig();
  const providers = config?.oidcProviders ?? [];
  if (providers.length === 0) return null;

  const start = (provider: string) => {
    const next = intent();
    if (!next) return;
    const client = findOidcClient(config, provider);
    if (!client) {
      notice({
        color: 'red',
        message: t('social.unavailable', { provider: providerName(provider) }),
      });
      return;
    }
    beginSocialSignIn(client, next, {
      redirectUri: new URL(paths.socialCallback(), window.location.origin).toString(),
      language,
    });
  };

  return (
    <Stack gap="sm">
      <Divider label={dividerLabel} labelPosition="center" />
      {providers.map((provider) => {
        const Icon = KNOWN_PROVIDERS[provider]?.icon ?? IconLogin2;
        return (
          <Button
            key={provider}
            variant="default"
            fullWidth
            leftSection={<Icon size={18} aria-hidden />}
            onClick={() => start(provider)}
          >
            {t('social.continueWith', { provider: providerName(provider) })}
          </Button>
        );
      })}
    </Stack>
  );
}
