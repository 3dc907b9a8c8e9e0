import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useT } from '../i18n';

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

/**
 * A small line chart (uPlot, about 50 kB, loaded only with the pages that draw one:
 * admin analytics and owner insights). It follows its container's width; the numbers it draws are also in
 * the tiles and in a table for screen readers.
 */
export function LineChart({ days, series, label, height = 180 }: LineChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const t = useT();
  const dayLabel = t('Day');

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height,
        legend: { show: true },
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
  }, [days, series, height, dayLabel]);

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
