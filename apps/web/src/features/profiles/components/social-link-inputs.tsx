import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export type SocialNetwork = 'linkedin' | 'facebook' | 'youtube' | 'instagram' | 'twitter' | 'website';

const ORDER: SocialNetwork[] = ['linkedin', 'facebook', 'youtube', 'instagram', 'twitter', 'website'];

const PLACEHOLDERS: Record<SocialNetwork, string> = {
  linkedin: 'https://www.linkedin.com/in/…',
  facebook: 'https://www.facebook.com/…',
  youtube: 'https://www.youtube.com/@…',
  instagram: 'https://www.instagram.com/…',
  twitter: 'https://x.com/…',
  website: 'https://…',
};

/** LinkedIn, Facebook, YouTube, Instagram, Twitter and website addresses, each on its form path. */
export function SocialLinkInputs({
  form,
  fields,
  required = [],
}: {
  // biome-ignore lint/suspicious/noExplicitAny: shared by forms of different value types.
  form: UseFormReturnType<any>;
  fields: Record<SocialNetwork, string>;
  required?: SocialNetwork[];
}) {
  const { t } = useTranslation('profile');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {ORDER.map((network) => (
        <TextInput
          key={network}
          label={t(`links.${network}`)}
          placeholder={PLACEHOLDERS[network]}
          type="url"
          inputMode="url"
          autoComplete="url"
          withAsterisk={required.includes(network)}
          {...form.getInputProps(fields[network])}
        />
      ))}
    </SimpleGrid>
  );
}
