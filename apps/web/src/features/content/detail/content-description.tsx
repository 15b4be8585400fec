import { type ContentType, hasPlainDescription } from '@acorn/contracts';
import { Text, Typography } from '@mantine/core';

/**
 * An item's description as members read it, wherever it is shown: a plain-text type's (a
 * giveaway's, a campaign's) as typed, line breaks kept, never read as markup; any other type's as
 * the rich text the API stored sanitized.
 */
export function ContentDescription({ type, description }: { type: ContentType; description: string }) {
  if (hasPlainDescription(type)) {
    return <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{description}</Text>;
  }
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rich-text types' descriptions are stored sanitized with the API's one allowlist (lib/sanitize) */}
      <div dangerouslySetInnerHTML={{ __html: description }} />
    </Typography>
  );
}
