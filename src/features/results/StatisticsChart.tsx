import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { cx } from '../../design-system';
import 'uplot/dist/uPlot.min.css';
import * as styles from './results.css';
import { dateTimeFormat } from '../../domain/intl';

export interface StatisticsChartProps {
  /** Days as YYYY-MM-DD, oldest first. */
  dates: readonly string[];
  views: readonly number[];
  leads: readonly number[];
  labels: { views: string; leads: string };
  /** The chart's text alternative (the numbers are in the table beside it). */
  description: string;
  /** The interface language, for the day labels. */
  locale: string;
}

/** The colours of the theme, read from the page, since a canvas cannot use CSS variables. */
function themeColors(root: HTMLElement): { views: string; leads: string; axis: string; grid: string } {
  const probe = (className: string) => {
    const el = document.createElement('span');
    el.className = className;
    root.append(el);
    const color = getComputedStyle(el).color;
    el.remove();
    return color;
  };
  return { views: probe(styles.chartViews), leads: probe(styles.chartLeads), axis: probe(styles.chartAxis), grid: probe(styles.chartGrid) };
}

/** Leads and views per day (uPlot, in its own lazily loaded chunk). */
export default function StatisticsChart({ dates, views, leads, labels, description, locale }: StatisticsChartProps) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const colors = themeColors(root);
    const xs = dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000);
    const width = () => Math.max(240, root.clientWidth);
    const axis = { stroke: colors.axis, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
    const day = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const plot = new uPlot(
      {
        width: width(),
        height: 220,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        cursor: { drag: { x: false, y: false } },
        // The legend is drawn by the page (with the theme's colours); uPlot's would also show the cursor's time.
        legend: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          { ...axis, space: 56, incrs: [86_400, 2 * 86_400, 7 * 86_400, 14 * 86_400, 30 * 86_400], values: (_u, splits) => splits.map((s) => day.format(new Date(s * 1000))) },
          { ...axis, size: 40, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
        ],
        series: [
          {},
          { label: labels.views, stroke: colors.views, width: 2, dash: [6, 4], points: { show: dates.length <= 31 } },
          { label: labels.leads, stroke: colors.leads, width: 2, points: { show: dates.length <= 31 } },
        ],
      },
      [xs, [...views], [...leads]],
      root,
    );
    let frameId = 0;
    // Resized after the layout settles (in the next frame), so the observer never loops within one frame.
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(() => {
        if (plot.width !== width()) plot.setSize({ width: width(), height: 220 });
      });
    });
    observer.observe(root);
    return () => {
      cancelAnimationFrame(frameId);
      observer.disconnect();
      plot.destroy();
    };
  }, [dates, views, leads, labels.views, labels.leads, locale]);

  return (
    <figure className={styles.chartFigure}>
      <div ref={frame} className={styles.chart} role="img" aria-label={description} />
      <figcaption className={styles.legend} aria-hidden="true">
        <span className={styles.legendItem}>
          <span className={cx(styles.swatch, styles.swatchDashed, styles.chartViews)} />
          {labels.views}
        </span>
        <span className={styles.legendItem}>
          <span className={cx(styles.swatch, styles.chartLeads)} />
          {labels.leads}
        </span>
      </figcaption>
    </figure>
  );
}
