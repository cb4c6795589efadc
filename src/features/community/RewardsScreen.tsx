import { Trans, useTranslation } from 'react-i18next';
import { REWARD_FREE_MONTHS, REWARD_REVIEW_DAYS, REWARDS_EMAIL } from '../../domain/constants';
import * as styles from './community.css';

// The page's fifteen text blocks: four on how it works, six topics, then one on sending the link plus four rules.
const howItWorks = ['write', 'publish', 'send', 'credit'] as const;
const topics = ['useCase', 'guide', 'results', 'comparison', 'ideas', 'prompts'] as const;
const rules = ['public', 'original', 'length', 'once'] as const;

/** /rewards: free credits for an article or video about the product — how it works, the topics, where to send the link. */
export function RewardsScreen() {
  const { t } = useTranslation('community');
  const terms = { months: REWARD_FREE_MONTHS, days: REWARD_REVIEW_DAYS };
  const mailto = `mailto:${REWARDS_EMAIL}?subject=${encodeURIComponent(t('rewards.mailSubject'))}`;
  return (
    <section className={styles.page} aria-labelledby="rewards-title">
      <h1 id="rewards-title" className={styles.heading}>
        {t('rewards.title')}
      </h1>
      <section className={styles.rewardHighlight} aria-labelledby="rewards-how">
        <h2 id="rewards-how" className={styles.sectionHeading}>
          {t('rewards.howTitle', terms)}
        </h2>
        {howItWorks.map((block) => (
          <p key={block} className={styles.block}>
            {t(`rewards.how.${block}`, terms)}
          </p>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="rewards-topics">
        <h2 id="rewards-topics" className={styles.sectionHeading}>
          {t('rewards.topicsTitle')}
        </h2>
        <ul className={styles.list}>
          {topics.map((topic) => (
            <li key={topic} className={styles.block}>
              {t(`rewards.topics.${topic}`)}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="rewards-send">
        <h2 id="rewards-send" className={styles.sectionHeading}>
          {t('rewards.sendTitle')}
        </h2>
        <p className={styles.block}>
          <Trans
            t={t}
            i18nKey="rewards.send"
            values={{ email: REWARDS_EMAIL }}
            components={{
              mail: (
                <a className={styles.mailLink} href={mailto}>
                  {REWARDS_EMAIL}
                </a>
              ),
            }}
          />
        </p>
        <ul className={styles.list}>
          {rules.map((rule) => (
            <li key={rule} className={styles.block}>
              {t(`rewards.rules.${rule}`, terms)}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
