import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnyForm } from './use-schema-form';

export type SocialNetwork = 'linkedin' | 'facebook' | 'youtube' | 'instagram' | 'twitter' | 'website';

const NETWORKS: SocialNetwork[] = ['linkedin', 'facebook', 'youtube', 'instagram', 'twitter', 'website'];

/** Most forms name each address after its network. */
const SAME_NAMES = Object.fromEntries(NETWORKS.map((network) => [network, network])) as Record<
  SocialNetwork,
  string
>;

const PLACEHOLDERS: Record<SocialNetwork, string> = {
  linkedin: 'https://www.linkedin.com/in/…',
  facebook: 'https://www.facebook.com/…',
  youtube: 'https://www.youtube.com/@…',
  instagram: 'https://www.instagram.com/…',
  twitter: 'https://x.com/…',
  website: 'https://…',
};

/** LinkedIn, Facebook, YouTube, Instagram, Twitter and website addresses, for a FieldGrid. */
export function SocialLinkFields({
  form,
  fields = SAME_NAMES,
  required = [],
}: {
  form: AnyForm;
  /** The form's path of each address, when not the network's name (a person's own links). */
  fields?: Record<SocialNetwork, string>;
  required?: SocialNetwork[];
}) {
  const { t } = useTranslation('forms');
  return NETWORKS.map((network) => {
    const isRequired = required.includes(network);
    return (
      <TextInput
        key={network}
        label={t(`links.${network}`)}
        description={isRequired ? undefined : t('optional')}
        placeholder={PLACEHOLDERS[network]}
        type="url"
        inputMode="url"
        autoComplete="url"
        withAsterisk={isRequired}
        {...form.getInputProps(fields[network])}
      />
    );
  });
}
