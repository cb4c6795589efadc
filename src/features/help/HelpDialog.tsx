import { useTranslation } from 'react-i18next';
import { Dialog, VideoAccordion, type VideoTopic } from '../../design-system';
import { COMMUNITY_CHANNELS } from '../../domain/constants';

export interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The help videos, one per topic (only the welcome video exists). Its file's address is not known; until it is,
 * the topic shows its poster: what the video teaches and a link to the product's video channel.
 */
export const WELCOME_VIDEO_SRC: string | undefined = undefined;
const videoChannel = COMMUNITY_CHANNELS.find((channel) => channel.id === 'video')?.url;

/** The Help dialog: one accordion video per topic, opening one pauses the others. */
export function HelpDialog({ open, onClose }: HelpDialogProps) {
  const { t } = useTranslation('help');
  const topics: VideoTopic[] = [
    {
      id: 'welcome',
      title: t('welcomeVideo'),
      description: t('intro'),
      src: WELCOME_VIDEO_SRC,
      lessons: t('lessons', { returnObjects: true }),
      watchUrl: videoChannel,
    },
  ];
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={t('title')}>
      <VideoAccordion topics={topics} defaultOpenId="welcome" headingLevel={2} />
    </Dialog>
  );
}
