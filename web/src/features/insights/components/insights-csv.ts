import { insightMetricLabels, insightMetrics, type InsightDay, type InsightsResponse } from '@shared/insights/metrics';
import type { Translate } from '@shared/i18n/translate';

const english: Translate = (message) => message;

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused so a spreadsheet never runs it. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (period: string, day: InsightDay) => [period, day.day, ...insightMetrics.map((metric) => day[metric]), day.averageRating].map(cell).join(',');

/** The period's days and the previous period's, one row a day, for a spreadsheet; its headings in the page's language (`t`). */
export function insightsCsv(insights: InsightsResponse, t: Translate = english): string {
  const header = [t('Period'), t('Day'), ...insightMetrics.map((metric) => t(insightMetricLabels[metric])), t('Average rating')].map(cell).join(',');
  const rows = [...insights.series.map((day) => row(t('This period'), day)), ...insights.previous.map((day) => row(t('Previous period'), day))];
  return `${[header, ...rows].join('\r\n')}\r\n`;
}

/** "insights-<slug>-<from>-to-<to>.csv" */
export const insightsCsvName = (insights: InsightsResponse) => `insights-${insights.business.slug}-${insights.from}-to-${insights.to}.csv`;
