import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useChatStatistics, useFormStatistics, type ChatStatisticsDay, type FormStatistics, type StatisticsDay, type StatisticsParams } from '../../api';
import { DateRangePicker, Heading, Inline, lazyPart, Panel, ProblemNotice, Skeleton, SkeletonGroup, Stack, Text, visuallyHidden, type DateRange } from '../../design-system';
import { useFailureText } from '../../lib/failures';
import * as styles from './results.css';
import { dateTimeFormat, numberFormat } from '../../domain/intl';
import { loadWithUsableLanguage } from './chartLoader';

// The chart library is loaded only when a chart is shown (it never enters the first load or the table's chunk).
const StatisticsChart = lazyPart(() => loadWithUsableLanguage(() => import('./StatisticsChart')).then((chart) => chart.default));

const presets = ['last_7_days', 'last_30_days', 'this_month', 'custom'] as const;
type Preset = (typeof presets)[number];

export interface Totals {
  views: number;
  sessions: number;
  filled: number;
  answered: number;
  leads: number;
}

export function totalsOf(statistics: FormStatistics): Totals {
  const sum = { views: 0, sessions: 0, filled: 0, answered: 0, leads: 0 };
  for (const day of statistics.days) {
    sum.views += day.views;
    sum.sessions += day.sessions;
    sum.filled += day.filled;
    sum.answered += day.answered;
    sum.leads += day.leads;
  }
  return sum;
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The range shown lives in the address (`?period=…`, a custom one with `&from=…&to=…`): a reload or a link keeps it. */
function useStatisticsRange() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period');
  const preset: Preset = presets.includes(asked as Preset) ? (asked as Preset) : 'last_7_days';
  const from = search.get('from');
  const to = search.get('to');
  const custom: DateRange | null = preset === 'custom' && (isDay(from) || isDay(to)) ? { from: isDay(from) ? from : null, to: isDay(to) ? to : null } : null;
  const set = (next: Preset, range: DateRange | null) => {
    const params = new URLSearchParams(search);
    if (next === 'last_7_days') params.delete('period');
    else params.set('period', next);
    for (const [key, value] of [['from', range?.from], ['to', range?.to]] as const) {
      if (next === 'custom' && value) params.set(key, value);
      else params.delete(key);
    }
    setSearch(params, { replace: true });
  };
  return { preset, custom, set };
}

type Range = ReturnType<typeof useStatisticsRange>;
/** What a statistics call answers beyond its days: the range it resolved to and the server's today. */
type Resolved = { date_from: string; date_to: string; today?: string };
type Query<T> = { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };

/** The call's parameters for the chosen range: a custom one not yet whole shows the last 7 days. */
function paramsOf({ preset, custom }: Range): StatisticsParams {
  return preset === 'custom' && custom?.from && custom.to ? { date_from: custom.from, date_to: custom.to } : { period: preset === 'custom' ? 'last_7_days' : preset };
}

/**
 * The card a form's statistics and a chat's share: the period picker (kept in the address), the range shown, and
 * the loading and failed states; `children` draws the numbers once they are in.
 */
function StatisticsCard<T extends Resolved>({ range, statistics, children }: { range: Range; statistics: Query<T>; children: (data: T) => ReactNode }) {
  const { t, i18n } = useTranslation('results');
  const failureText = useFailureText();
  const { preset, custom, set: setRange } = range;
  const data = statistics.data;
  const dayFormat = dateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });

  const choose = (next: Preset) => setRange(next, next === 'custom' ? (custom ?? (data ? { from: data.date_from, to: data.date_to } : null)) : null);

  return (
    <Panel as="section" aria-labelledby="results-statistics">
      <Heading level={2} id="results-statistics" className={styles.sectionTitle}>
        {t('stats.title')}
      </Heading>
      <Inline gap="xs" role="group" aria-label={t('stats.period')}>
        {presets.map((p) => (
          <button key={p} type="button" className={styles.preset} aria-pressed={preset === p} onClick={() => choose(p)}>
            {t(`stats.presets.${p}`)}
          </button>
        ))}
      </Inline>
      {preset === 'custom' ? (
        <DateRangePicker
          label={t('stats.customRange')}
          presets={[]}
          today={data?.today}
          value={custom ?? { from: data?.date_from ?? null, to: data?.date_to ?? null }}
          onChange={(next) => setRange('custom', next)}
        />
      ) : null}
      {preset === 'custom' && custom && !(custom.from && custom.to) ? (
        <Text tone="muted" role="status">
          {t('stats.rangeIncomplete')}
        </Text>
      ) : null}
      {statistics.isError && !data ? (
        <ProblemNotice
          message={t('stats.loadFailed', { reason: failureText(statistics.error) })}
          onRetry={() => void statistics.refetch()}
        />
      ) : !data ? (
        <SkeletonGroup label={t('stats.loading')}>
          <Skeleton variant="block" height={72} />
          <Skeleton variant="block" height={220} />
        </SkeletonGroup>
      ) : (
        <>
          <Text tone="muted" aria-live="polite">
            {t('stats.range', { from: dayFormat.format(new Date(`${data.date_from}T00:00:00Z`)), to: dayFormat.format(new Date(`${data.date_to}T00:00:00Z`)) })}
          </Text>
          {children(data)}
        </>
      )}
    </Panel>
  );
}

/** The totals as labelled tiles. */
function Tiles({ tiles }: { tiles: { label: string; value: string }[] }) {
  return (
    <dl className={styles.tiles}>
      {tiles.map((tile) => (
        <Panel key={tile.label} tone="muted" padding="md" gap="none">
          <dt className={styles.tileLabel}>{tile.label}</dt>
          <dd className={styles.tileValue}>{tile.value}</dd>
        </Panel>
      ))}
    </dl>
  );
}

/** Two numbers per day drawn as lines (the chart's code loads on first use). */
/** A range with nothing in it: said instead of an empty chart. */
function EmptyRange({ text }: { text: string }) {
  return (
    <Panel tone="muted">
      <Text tone="muted" centered>
        {text}
      </Text>
    </Panel>
  );
}

function Chart(props: ComponentProps<typeof StatisticsChart>) {
  return (
    <Suspense fallback={<Skeleton variant="block" height={220} />}>
      <StatisticsChart {...props} />
    </Suspense>
  );
}

/** Every day's numbers, newest first, behind "Numbers by day". */
function ByDay<Day extends { date: string }>({ days, today, columns }: { days: readonly Day[]; today?: string; columns: { title: string; value: (day: Day) => number }[] }) {
  const { t, i18n } = useTranslation('results');
  const numbers = numberFormat(i18n.language);
  const dayFormat = dateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <details className={styles.details}>
      <summary>{t('stats.byDay')}</summary>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{t('stats.byDay')}</caption>
          <thead>
            <tr>
              {[t('stats.columns.date'), ...columns.map((column) => column.title)].map((title) => (
                <th key={title} scope="col" className={styles.th}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row" className={styles.td}>
                  {day.date === today ? t('stats.today') : dayFormat.format(new Date(`${day.date}T00:00:00Z`))}
                </th>
                {columns.map((column) => (
                  <td key={column.title} className={styles.td}>
                    {numbers.format(column.value(day))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The interface language's numbers and shares (one decimal). */
function useFormats() {
  const { i18n } = useTranslation('results');
  return { numbers: numberFormat(i18n.language), percent: numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }) };
}

/** Views, sessions, leads and conversion over a chosen range, a chart per day and the drop-off per step. */
export function StatisticsPanel({ formId }: { formId: string }) {
  const { t, i18n } = useTranslation('results');
  const range = useStatisticsRange();
  const statistics = useFormStatistics(formId, paramsOf(range), { queryConfig: { placeholderData: (previous) => previous } });
  const { numbers, percent } = useFormats();
  return (
    <StatisticsCard range={range} statistics={statistics}>
      {(data) => {
        const totals = totalsOf(data);
        return (
          <>
            <Tiles
              tiles={[
                ...(['views', 'sessions', 'leads'] as const).map((key) => ({ label: t(`stats.${key}`), value: numbers.format(totals[key]) })),
                { label: t('stats.conversion'), value: totals.views > 0 ? percent.format(totals.leads / totals.views) : '—' },
              ]}
            />
            {totals.views === 0 && totals.sessions === 0 ? (
              <EmptyRange text={t('stats.emptyRange')} />
            ) : (
              <>
                <Chart
                  dates={data.days.map((d) => d.date)}
                  views={data.days.map((d) => d.views)}
                  leads={data.days.map((d) => d.leads)}
                  labels={{ views: t('stats.views'), leads: t('stats.leads') }}
                  description={t('stats.chartDescription', { views: totals.views, leads: totals.leads })}
                  locale={i18n.language}
                />
                <Funnel totals={totals} numbers={numbers} percent={percent} />
              </>
            )}
            <ByDay
              days={data.days}
              today={data.today}
              columns={(['views', 'sessions', 'filled', 'answered', 'leads'] as const).map((key) => ({ title: t(`stats.columns.${key}`), value: (day: StatisticsDay) => day[key] }))}
            />
          </>
        );
      }}
    </StatisticsCard>
  );
}

/**
 * A chat's statistics over the same periods: the visitors' conversations on the owner's site, the leads they left
 * and leads per conversation, a chart per day and the numbers by day.
 */
export function ChatStatisticsPanel({ chatId }: { chatId: string }) {
  const { t, i18n } = useTranslation('results');
  const range = useStatisticsRange();
  const statistics = useChatStatistics(chatId, paramsOf(range), { queryConfig: { placeholderData: (previous) => previous } });
  const { numbers, percent } = useFormats();
  return (
    <StatisticsCard range={range} statistics={statistics}>
      {(data) => {
        const conversations = data.days.reduce((sum, day) => sum + day.conversations, 0);
        const leads = data.days.reduce((sum, day) => sum + day.leads, 0);
        return (
          <>
            <Tiles
              tiles={[
                { label: t('chat.stats.conversations'), value: numbers.format(conversations) },
                { label: t('chat.leads'), value: numbers.format(leads) },
                { label: t('chat.stats.perConversation'), value: conversations > 0 ? percent.format(leads / conversations) : '—' },
              ]}
            />
            {conversations === 0 ? (
              <EmptyRange text={t('chat.stats.emptyRange')} />
            ) : (
              <Chart
                dates={data.days.map((d) => d.date)}
                views={data.days.map((d) => d.conversations)}
                leads={data.days.map((d) => d.leads)}
                labels={{ views: t('chat.stats.conversations'), leads: t('chat.leads') }}
                description={t('chat.stats.chartDescription', { conversations, leads })}
                locale={i18n.language}
              />
            )}
            <ByDay
              days={data.days}
              today={data.today}
              columns={[
                { title: t('chat.stats.conversations'), value: (day: ChatStatisticsDay) => day.conversations },
                { title: t('chat.leads'), value: (day: ChatStatisticsDay) => day.leads },
              ]}
            />
          </>
        );
      }}
    </StatisticsCard>
  );
}

/** How many visitors reached each step, as a share of those who saw the form. */
function Funnel({ totals, numbers, percent }: { totals: Totals; numbers: Intl.NumberFormat; percent: Intl.NumberFormat }) {
  const { t } = useTranslation('results');
  const steps = [
    { key: 'viewed', value: totals.views },
    { key: 'filled', value: totals.filled },
    { key: 'answered', value: totals.answered },
    { key: 'lead', value: totals.leads },
  ] as const;
  const base = Math.max(1, totals.views);
  return (
    <Stack>
      <Heading level={3}>{t('stats.funnel')}</Heading>
      <Stack as="ol" gap="sm" className={styles.funnel}>
        {steps.map((step) => {
          const share = Math.min(1, step.value / base);
          return (
            <li key={step.key} className={styles.funnelStep}>
              <Text as="span" size="sm">{t(`stats.steps.${step.key}`)}</Text>
              <span className={styles.funnelBar} aria-hidden="true">
                {/* The bar's length is the step's share, known only at run time. */}
                <span className={styles.funnelFill} style={{ width: `${share * 100}%` }} />
              </span>
              <span className={styles.funnelValue}>
                {numbers.format(step.value)} · {percent.format(totals.views > 0 ? step.value / totals.views : 0)}
              </span>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
