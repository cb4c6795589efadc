import { knownPlanOf } from '../../domain/planNames';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod, CreditsPerAction, Id, Tariff } from '../../api';
import { Accordion, Button, cx, Heading, Inline, Page, PageHeader, ProblemNotice, RadioGroup, Skeleton, SkeletonGroup, Stack, Text } from '../../design-system';
import { SUPPORT_EMAIL } from '../../domain/constants';
import * as styles from './billing.css';
import { formatPrice, type PlanCard } from './plans';
import { numberFormat } from '../../domain/intl';

export const pricesStatuses = ['loading', 'error', 'ready'] as const;
export type PricesStatus = (typeof pricesStatuses)[number];

/** The five questions of the plans page, in order. */
export const faqItems = ['credits', 'renew', 'change', 'ownKey', 'payment'] as const;

export interface PricesViewProps {
  status: PricesStatus;
  cards: readonly PlanCard[];
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  /** The best yearly saving, shown on the switch; null when there is no yearly plan. */
  yearlySaving: number | null;
  /** What each AI action costs (credits_per_user_action). */
  costs: readonly CreditsPerAction[];
  /** Credits of one AI reply, to say how many replies a plan's credits make; null when unknown. */
  replyCost: number | null;
  /** A paying customer (active subscription with a billing customer): the billing portal is offered. */
  paying: boolean;
  onBuy: (tariff: Tariff) => void;
  /** The plan whose checkout is being created. */
  buyingId: Id | null;
  onManageBilling: () => void;
  portalPending: boolean;
  onRetry: () => void;
}

/** /prices: the plans for the chosen billing period, what credits pay for, the billing portal and the FAQ. */
export function PricesView(props: PricesViewProps) {
  const { status, period, onPeriodChange, yearlySaving, costs, paying, onManageBilling, portalPending, onRetry } = props;
  const { t, i18n } = useTranslation('billing');
  const number = numberFormat(i18n.language);
  return (
    <Page as="section" gap="xl" aria-labelledby="prices-title">
      <PageHeader title={t('prices.title')} titleId="prices-title" subtitle={t('prices.subtitle')} />

      {paying && (
        <Inline as="section" gap="md" align="center" justify="between" className={styles.portal} aria-labelledby="portal-title">
          <div>
            <Heading level={2} id="portal-title">
              {t('prices.portal.title')}
            </Heading>
            <Text tone="muted">{t('prices.portal.text')}</Text>
          </div>
          <Button variant="secondary" loading={portalPending} onClick={onManageBilling}>
            {t('prices.portal.action')}
          </Button>
        </Inline>
      )}

      <RadioGroup
        className={styles.periodSwitch}
        label={t('prices.period.label')}
        orientation="horizontal"
        value={period}
        onChange={(value) => onPeriodChange(value === 'year' ? 'year' : 'month')}
        options={[
          { value: 'month', label: t('prices.period.month') },
          {
            value: 'year',
            label: t('prices.period.year'),
            hint: yearlySaving ? t('prices.period.yearHint', { percent: yearlySaving }) : undefined,
          },
        ]}
      />

      {status === 'error' ? (
        <ProblemNotice
          message={t('prices.loadFailed')}
          onRetry={onRetry}
          retryLabel={t('prices.retry')}
        />
      ) : status === 'loading' ? (
        <SkeletonGroup label={t('prices.title')} className={styles.cards}>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} variant="block" height={320} />
          ))}
        </SkeletonGroup>
      ) : (
        <>
          <div className={styles.cards}>
            {props.cards.map((card) => (
              <PlanCardView key={card.tariff.id} card={card} {...props} />
            ))}
          </div>
          {costs.length > 0 && (
            <Stack as="section" gap="sm" aria-labelledby="costs-title">
              <Heading level={2} id="costs-title">
                {t('prices.costs.title')}
              </Heading>
              <table className={styles.costTable} aria-labelledby="costs-title">
                <thead>
                  <tr>
                    <th scope="col">{t('prices.costs.action')}</th>
                    <th scope="col">{t('prices.costs.credits')}</th>
                  </tr>
                </thead>
                <tbody>
                  {costs.map((cost) => (
                    <tr key={cost.action}>
                      <th scope="row">{t(`prices.costs.${cost.action}`, { defaultValue: cost.action })}</th>
                      <td>{number.format(cost.credits)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Stack>
          )}
        </>
      )}

      <Stack as="section" gap="sm" className={styles.faq} aria-labelledby="faq-title">
        <Heading level={2} id="faq-title">
          {t('prices.faq.title')}
        </Heading>
        <Accordion
          headingLevel={3}
          items={faqItems.map((id) => ({
            id,
            title: t(`prices.faq.${id}.q`),
            content: <Text>{t(`prices.faq.${id}.a`)}</Text>,
          }))}
        />
      </Stack>
    </Page>
  );
}

function PlanCardView({ card, onBuy, buyingId, replyCost }: { card: PlanCard } & PricesViewProps) {
  const { t, i18n } = useTranslation('billing');
  const hintId = useId();
  const { tariff, kind, action } = card;
  const number = numberFormat(i18n.language);
  const known = knownPlanOf(tariff.name);
  const name = kind === 'free' ? t('prices.freeName') : known ? t(`planNames.${known}`) : tariff.name;
  const credits = tariff.credits_per_month;
  const replies = credits !== null && replyCost ? Math.floor(credits / replyCost) : null;
  return (
    <Stack
      as="section"
      gap="sm"
      className={cx(styles.card, action === 'current' && styles.cardCurrent)}
      aria-labelledby={`${hintId}-name`}
      data-plan-action={action}
    >
      <Inline as="header" gap="xs" align="center">
        <Heading level={2} id={`${hintId}-name`} className={styles.cardTitle}>
          {name}
        </Heading>
        {kind === 'lifetime' && <span className={styles.tagTone.offer}>{t('prices.lifetimeBadge')}</span>}
        {action === 'current' && <span className={styles.tagTone.current}>{t('prices.current')}</span>}
      </Inline>

      <p className={styles.price}>
        {tariff.price !== null && kind !== 'lifetime' ? (
          <>
            <span className={styles.amount}>{formatPrice(tariff.price, i18n.language)}</span>{' '}
            <Text as="span" tone="muted">{t(tariff.billing_period === 'year' ? 'prices.price.perYear' : 'prices.price.perMonth')}</Text>
          </>
        ) : (
          <span className={styles.amountText}>{t(kind === 'lifetime' ? 'prices.price.lifetime' : 'prices.price.custom')}</span>
        )}
      </p>
      {card.yearlySavingPercent !== null && (
        <Text tone="success" size="sm" weight="medium">
          {t('prices.saving', { percent: card.yearlySavingPercent })}
        </Text>
      )}

      <Stack as="ul" gap="xs" className={styles.features}>
        <li>
          {credits === null ? (
            <>
              {/* Drawn, not a glyph: ∞ is missing from the bundled fonts' subsets. */}
              <svg className={styles.infinity} width="20" height="10" viewBox="0 0 24 12" aria-hidden="true">
                <path
                  d="M6 1.5a4.5 4.5 0 1 0 0 9c2.4 0 3.9-2.2 6-4.5s3.6-4.5 6-4.5a4.5 4.5 0 1 1 0 9c-2.4 0-3.9-2.2-6-4.5S8.4 1.5 6 1.5z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>{' '}
              {t('prices.unlimited')}
            </>
          ) : (
            t('prices.credits', { credits: number.format(credits) })
          )}
        </li>
        {replies !== null && <li>{t('prices.replies', { replies: number.format(replies) })}</li>}
        {/* show_aii_ads_chat: the plan's published forms and chats show the product's branding (docs/billing.md). */}
        <li>{t(tariff.show_aii_ads_chat ? 'prices.branding' : 'prices.noBranding')}</li>
        {card.ownKey && <li>{t('prices.ownKey')}</li>}
      </Stack>

      <Stack gap="xs" className={styles.cardAction}>
        {action === 'current' ? (
          card.currentPeriod && (
            <Text weight="semibold" centered className={styles.currentNote}>
              {t(`prices.currentBilled.${card.currentPeriod}`)}
            </Text>
          )
        ) : action === 'buy' || (action === 'disabled' && kind === 'paid') ? (
          <>
            <Button
              fullWidth
              disabled={action === 'disabled' || (buyingId !== null && buyingId !== tariff.id)}
              loading={buyingId === tariff.id}
              aria-describedby={action === 'disabled' ? hintId : undefined}
              onClick={() => onBuy(tariff)}
            >
              {t('prices.buy', { plan: name })}
            </Button>
            {action === 'disabled' && (
              <Text id={hintId} size="sm" tone="muted">
                {t('prices.disabledHint')}
              </Text>
            )}
          </>
        ) : action === 'contact' || (action === 'disabled' && kind === 'enterprise') ? (
          // eslint-disable-next-line jsx-a11y/anchor-has-content -- the Button renders its label inside the anchor
          <Button fullWidth variant="secondary" render={<a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(name)}`} />}>
            {t('prices.contact')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
