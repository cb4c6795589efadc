import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion, type AccordionHeadingLevel } from '../Accordion';
import * as styles from './VideoAccordion.css';

export interface VideoTopic {
  id: string;
  title: ReactNode;
  /** The video's URL; without it a placeholder says the video is not available yet. */
  src?: string;
  poster?: string;
  /** A short text above the video. */
  description?: ReactNode;
  /** Captions track (WebVTT), recommended for every video. */
  captionsSrc?: string;
}

export interface VideoAccordionProps {
  topics: readonly VideoTopic[];
  defaultOpenId?: string | null;
  onOpenChange?: (id: string | null) => void;
  headingLevel?: AccordionHeadingLevel;
  className?: string;
}

/**
 * Help videos, one per topic, in an accordion with one topic open at a time. Opening (or closing) a topic
 * pauses every other video, so two never play at once and a closed one never plays unseen.
 */
export function VideoAccordion({ topics, onOpenChange, ...rest }: VideoAccordionProps) {
  const { t } = useTranslation('designSystem');
  const videos = useRef(new Map<string, HTMLVideoElement>());

  const pauseOthers = (openId: string | null) => {
    for (const [id, video] of videos.current) if (id !== openId) video.pause();
    onOpenChange?.(openId);
  };

  return (
    <Accordion
      {...rest}
      keepMounted
      onOpenChange={pauseOthers}
      items={topics.map((topic) => ({
        id: topic.id,
        title: topic.title,
        content: (
          <>
            {topic.description !== undefined && <div className={styles.description}>{topic.description}</div>}
            {topic.src ? (
              // Captions come with the topic (captionsSrc) when the video has them; the product's welcome video may not.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <video
                ref={(element) => {
                  if (element) videos.current.set(topic.id, element);
                  else videos.current.delete(topic.id);
                }}
                className={styles.video}
                src={topic.src}
                poster={topic.poster}
                controls
                preload="none"
                playsInline
              >
                {topic.captionsSrc && <track kind="captions" src={topic.captionsSrc} default />}
              </video>
            ) : (
              <div className={styles.placeholder}>{t('structure.videoUnavailable')}</div>
            )}
          </>
        ),
      }))}
    />
  );
}
