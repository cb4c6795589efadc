import { Heading, Page, Stack, Text } from '../../design-system';
import { Trans, useTranslation } from 'react-i18next';
import * as styles from './community.css';

// The page's fifteen text blocks: four on how it works, six topics, then one on sending the link plus four rules.
const howItWorks = ['write', 'publish', 'send', 'credit'] as const;
const topics = ['useCase', 'guide', 'results', 'comparison', 'ideas', 'prompts'] as const;
const rules = ['public', 'original', 'length', 'once'] as const;

export interface RewardsViewProps {
  /** Where owners send their link. */
  email: string;
  /** The reward, in months of free credits. */
  freeMonths: number;
  /** How long the review of a submission takes. */
  reviewDays: number;
}

/** /rewards: free credits for an article or video about the product — how it works, the topics, where to send the link. */
export function RewardsView({ email, freeMonths, reviewDays }: RewardsViewProps) {
  const { t } = useTranslation('community');
  const terms = { months: freeMonths, days: reviewDays };
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t('rewards.mailSubject'))}`;
  return (
    <Page as="section" width="wide" aria-labelledby="rewards-title">
      <Heading level={1} id="rewards-title">
        {t('rewards.title')}
      </Heading>
      <Stack as="section" gap="sm" className={styles.rewardHighlight} aria-labelledby="rewards-how">
        <Heading level={2} id="rewards-how">
          {t('rewards.howTitle', terms)}
        </Heading>
        {howItWorks.map((block) => (
          <Text key={block}>
            {t(`rewards.how.${block}`, terms)}
          </Text>
        ))}
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby="rewards-topics">
        <Heading level={2} id="rewards-topics">
          {t('rewards.topicsTitle')}
        </Heading>
        <Bullets items={topics.map((topic) => t(`rewards.topics.${topic}`))} />
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby="rewards-send">
        <Heading level={2} id="rewards-send">
          {t('rewards.sendTitle')}
        </Heading>
        <Text>
          <Trans
            t={t}
            i18nKey="rewards.send"
            values={{ email }}
            components={{
              mail: (
                <a className={styles.mailLink} href={mailto}>
                  {email}
                </a>
              ),
            }}
          />
        </Text>
        <Bullets items={rules.map((rule) => t(`rewards.rules.${rule}`, terms))} />
      </Stack>
    </Page>
  );
}

/** A list of texts with bullets, a little apart. */
function Bullets({ items }: { items: string[] }) {
  return (
    <Stack as="ul" gap="xs" className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Stack>
  );
}
