import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { intlLocale, type Locale } from '@shared/i18n/locales';
import { useLocale, useT } from '../i18n';

export interface ChartSeries {
  label: string;
  /** One value per day; null is a day with nothing to draw (a gap in the line, a dash in the table). */
  values: ReadonlyArray<number | null>;
  color: string;
}

interface LineChartProps {
  /** The days (YYYY-MM-DD), oldest first. */
  days: string[];
  series: ChartSeries[];
  /** The chart's accessible description. */
  label: string;
  height?: number;
}

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Month and week-day names for the axis and the legend in a language other than English (uPlot's own are English). */
function dateNames(locale: Locale): uPlot.DateNames {
  const names = (options: Intl.DateTimeFormatOptions, dates: Date[]) => dates.map((date) => new Intl.DateTimeFormat(intlLocale[locale], { ...options, timeZone: 'UTC' }).format(date));
  const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2024, month, 1)));
  // 2024-01-07 was a Sunday, uPlot's first week day.
  const days = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2024, 0, 7 + day)));
  return { MMMM: names({ month: 'long' }, months), MMM: names({ month: 'short' }, months), WWWW: names({ weekday: 'long' }, days), WWW: names({ weekday: 'short' }, days) };
}

/**
 * A small line chart (uPlot, about 50 kB, loaded only with the pages that draw one:
 * admin analytics and owner insights). It follows its container's width; the numbers it draws are also in
 * the tiles and in a table for screen readers.
 */
export function LineChart({ days, series, label, height = 180 }: LineChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const t = useT();
  const locale = useLocale();
  const dayLabel = t('Day');

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height,
        legend: { show: true },
        ...(locale === 'en' ? {} : { fmtDate: (template: string) => uPlot.fmtDate(template, dateNames(locale)) }),
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          { stroke: '#5b6472', grid: { show: false } },
          { stroke: '#5b6472', grid: { stroke: '#e6e8ec' }, size: 40 },
        ],
        series: [{ label: dayLabel }, ...series.map((line) => ({ label: line.label, stroke: line.color, width: 2, points: { show: false } }))],
      },
      [days.map(toSeconds), ...series.map((line) => [...line.values])],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, element.clientWidth), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, height, dayLabel, locale]);

  return (
    <figure className="line-chart">
      <div ref={holder} className="line-chart__canvas" role="img" aria-label={label} />
      <div className="visually-hidden">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {series.map((line) => (
                  <td key={line.label}>{line.values[index] ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
