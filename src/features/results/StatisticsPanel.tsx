import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFormStatistics, type FormStatistics, type StatisticsParams } from '../../api';
import { Button, DateRangePicker, ProblemNotice, Skeleton, SkeletonGroup, visuallyHidden, type DateRange } from '../../design-system';
import { useFailureText } from '../../lib/failures';
import * as styles from './results.css';
import { dateTimeFormat, numberFormat } from '../../domain/intl';
import { loadWithUsableLanguage } from './chartLoader';

// The chart library is loaded only when a chart is shown (it never enters the first load or the table's chunk).
const StatisticsChart = lazy(() => loadWithUsableLanguage(() => import('./StatisticsChart')));

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

/** Views, sessions, leads and conversion over a chosen range, a chart per day and the drop-off per step. */
export function StatisticsPanel({ formId }: { formId: string }) {
  const { t, i18n } = useTranslation('results');
  const failureText = useFailureText();
  const { preset, custom, set: setRange } = useStatisticsRange();
  const params: StatisticsParams =
    preset === 'custom' && custom?.from && custom.to ? { date_from: custom.from, date_to: custom.to } : { period: preset === 'custom' ? 'last_7_days' : preset };
  const statistics = useFormStatistics(formId, params, { queryConfig: { placeholderData: (previous) => previous } });
  const data = statistics.data;
  const numbers = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const dayFormat = dateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const totals = data ? totalsOf(data) : null;

  const choose = (next: Preset) => setRange(next, next === 'custom' ? (custom ?? (data ? { from: data.date_from, to: data.date_to } : null)) : null);

  return (
    <section className={styles.card} aria-labelledby="results-statistics">
      <h2 id="results-statistics" className={styles.sectionTitle}>
        {t('stats.title')}
      </h2>
      <div className={styles.presets} role="group" aria-label={t('stats.period')}>
        {presets.map((p) => (
          <button key={p} type="button" className={styles.preset} aria-pressed={preset === p} onClick={() => choose(p)}>
            {t(`stats.presets.${p}`)}
          </button>
        ))}
      </div>
      {preset === 'custom' ? (
        <DateRangePicker
          label={t('stats.customRange')}
          presets={[]}
          today={data?.today}
          value={custom ?? { from: data?.date_from ?? null, to: data?.date_to ?? null }}
          onChange={(range) => setRange('custom', range)}
        />
      ) : null}
      {preset === 'custom' && custom && !(custom.from && custom.to) ? (
        <p className={styles.muted} role="status">
          {t('stats.rangeIncomplete')}
        </p>
      ) : null}
      {statistics.isError && !data ? (
        <ProblemNotice
          message={t('stats.loadFailed', { reason: failureText(statistics.error) })}
          action={
            <Button variant="secondary" onClick={() => void statistics.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : !data || !totals ? (
        <SkeletonGroup label={t('stats.loading')} className={styles.section}>
          <Skeleton variant="block" height={72} />
          <Skeleton variant="block" height={220} />
        </SkeletonGroup>
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('stats.range', { from: dayFormat.format(new Date(`${data.date_from}T00:00:00Z`)), to: dayFormat.format(new Date(`${data.date_to}T00:00:00Z`)) })}
          </p>
          <dl className={styles.tiles}>
            {(['views', 'sessions', 'leads'] as const).map((key) => (
              <div key={key} className={styles.tile}>
                <dt className={styles.tileLabel}>{t(`stats.${key}`)}</dt>
                <dd className={styles.tileValue}>{numbers.format(totals[key])}</dd>
              </div>
            ))}
            <div className={styles.tile}>
              <dt className={styles.tileLabel}>{t('stats.conversion')}</dt>
              <dd className={styles.tileValue}>{totals.views > 0 ? percent.format(totals.leads / totals.views) : '—'}</dd>
            </div>
          </dl>
          {totals.views === 0 && totals.sessions === 0 ? (
            <p className={styles.emptyRange}>{t('stats.emptyRange')}</p>
          ) : (
            <>
              <Suspense fallback={<Skeleton variant="block" height={220} />}>
                <StatisticsChart
                  dates={data.days.map((d) => d.date)}
                  views={data.days.map((d) => d.views)}
                  leads={data.days.map((d) => d.leads)}
                  labels={{ views: t('stats.views'), leads: t('stats.leads') }}
                  description={t('stats.chartDescription', { views: totals.views, leads: totals.leads })}
                  locale={i18n.language}
                />
              </Suspense>
              <Funnel totals={totals} numbers={numbers} percent={percent} />
            </>
          )}
          <details className={styles.details}>
            <summary>{t('stats.byDay')}</summary>
            <div className={styles.scroller}>
              <table className={styles.table}>
                <caption className={visuallyHidden}>{t('stats.byDay')}</caption>
                <thead>
                  <tr>
                    {(['date', 'views', 'sessions', 'filled', 'answered', 'leads'] as const).map((key) => (
                      <th key={key} scope="col" className={styles.th}>
                        {t(`stats.columns.${key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {[...data.days].reverse().map((day) => (
                    <tr key={day.date} className={styles.tr}>
                      <th scope="row" className={styles.td}>
                        {day.date === data.today ? t('stats.today') : dayFormat.format(new Date(`${day.date}T00:00:00Z`))}
                      </th>
                      <td className={styles.td}>{numbers.format(day.views)}</td>
                      <td className={styles.td}>{numbers.format(day.sessions)}</td>
                      <td className={styles.td}>{numbers.format(day.filled)}</td>
                      <td className={styles.td}>{numbers.format(day.answered)}</td>
                      <td className={styles.td}>{numbers.format(day.leads)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
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
    <div className={styles.section}>
      <h3 className={styles.subTitle}>{t('stats.funnel')}</h3>
      <ol className={styles.funnel}>
        {steps.map((step) => {
          const share = Math.min(1, step.value / base);
          return (
            <li key={step.key} className={styles.funnelStep}>
              <span className={styles.funnelLabel}>{t(`stats.steps.${step.key}`)}</span>
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
      </ol>
    </div>
  );
}
