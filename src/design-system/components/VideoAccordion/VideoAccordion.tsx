import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion, type AccordionHeadingLevel } from '../Accordion';
import * as styles from './VideoAccordion.css';

export interface VideoTopic {
  id: string;
  title: ReactNode;
  /** The video's URL; without it (or when it cannot play here) the topic shows its poster instead. */
  src?: string;
  poster?: string;
  /** A short text above the video. */
  description?: ReactNode;
  /** What the video teaches, one point each: the poster lists them, so a topic is useful without its video. */
  lessons?: readonly ReactNode[];
  /** Where the video can be watched elsewhere (a video channel), linked from the poster. */
  watchUrl?: string;
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
  const videos = useRef(new Map<string, HTMLVideoElement>());
  // Topics whose video failed to load or play here: they show their poster instead of a broken player.
  const [unplayable, setUnplayable] = useState<ReadonlySet<string>>(new Set());

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
            {topic.src && !unplayable.has(topic.id) ? (
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
                onError={() => setUnplayable((ids) => new Set(ids).add(topic.id))}
              >
                {topic.captionsSrc && <track kind="captions" src={topic.captionsSrc} default />}
              </video>
            ) : (
              <VideoPoster topic={topic} />
            )}
          </>
        ),
      }))}
    />
  );
}

/** A topic without a video to play here: its title, what it teaches, and where to watch it. */
function VideoPoster({ topic }: { topic: VideoTopic }) {
  const { t } = useTranslation('designSystemParts');
  return (
    <div className={styles.poster}>
      <span className={styles.posterIcon} aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
          <path d="M6 4.5v11l9-5.5z" />
        </svg>
      </span>
      <p className={styles.posterTitle}>{topic.title}</p>
      {topic.lessons && topic.lessons.length > 0 && (
        <ul className={styles.lessons}>
          {topic.lessons.map((lesson, index) => (
            <li key={index}>{lesson}</li>
          ))}
        </ul>
      )}
      {topic.watchUrl ? (
        <a className={styles.watch} href={topic.watchUrl} target="_blank" rel="noopener noreferrer">
          {t('videoPoster.watch')}
          <span className={styles.visuallyHidden}> {t('videoPoster.opensInNewTab')}</span>
        </a>
      ) : (
        <p className={styles.unavailable}>{t('videoPoster.unavailable')}</p>
      )}
    </div>
  );
}
