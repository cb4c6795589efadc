import { useTranslation } from 'react-i18next';
import { Card, Heading, Page, Text, visuallyHidden } from '../../design-system';
import type { CommunityChannel } from '../../domain/constants';
import * as styles from './community.css';

const channelIcons: Record<CommunityChannel['id'], string> = {
  group: 'M7 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6 0a3 3 0 1 0 0-6M1 18c0-3 2.7-5 6-5s6 2 6 5m0-5c2.5 0 6 1.5 6 5',
  messenger: 'M2 9.5 18 3l-3 14-5-4-3 3v-5l8-6-10 5Z',
  video: 'M2 5h12v10H2Zm12 3 5-3v10l-5-3',
};

/** The mark after an external link's text; the link's name says "opens in a new tab" for screen readers. */
const ExternalIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <path d="M9 3h4v4M13 3 7 9M11 9.5V13H3V5h3.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export interface CommunityViewProps {
  /** The community's places, in card order. */
  channels: readonly { id: CommunityChannel['id']; url: string }[];
}

/** /community: a card for each of the community's places, with its link, opened in a new tab. */
export function CommunityView({ channels }: CommunityViewProps) {
  const { t } = useTranslation('community');
  return (
    <Page as="section" width="wide" aria-labelledby="community-title">
      <Heading level={1} id="community-title">
        {t('community.title')}
      </Heading>
      <Text tone="muted" className={styles.intro}>{t('community.intro')}</Text>
      <div className={styles.cards}>
        {channels.map((channel) => (
          <Card
            key={channel.id}
            title={t(`community.${channel.id}.title`)}
            headerActions={
              <span className={styles.channelIcon} aria-hidden="true">
                <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
                  <path d={channelIcons[channel.id]} />
                </svg>
              </span>
            }
            footer={
              // A page of another site must not get a handle on this one (noopener) nor learn where the owner came from (noreferrer).
              <a className={styles.externalLink} href={channel.url} target="_blank" rel="noopener noreferrer">
                {t(`community.${channel.id}.link`)}
                <span className={visuallyHidden}> {t('community.newTab')}</span>
                <ExternalIcon />
              </a>
            }
          >
            <Text tone="muted">{t(`community.${channel.id}.text`)}</Text>
          </Card>
        ))}
      </div>
    </Page>
  );
}
