import { useEffect, useState } from 'react';
import { googleCalendarLink, icsFile, icsFileName, outlookCalendarLink, yahooCalendarLink, type CalendarEvent } from '@shared/events/calendar';
import { CALENDAR_CONFIRMATION_MS } from '@shared/events/constants';
import { expandOccurrences, nextOccurrence } from '@shared/events/recurrence';
import { plainText } from '@shared/business/format';
import type { EventResponse } from '@shared/schemas/event';
import { DisclosureMenu } from '../../../components/ui/disclosure-menu';
import { CalendarIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { eventPlace } from './event-card';
import { msg, useT, type Translate } from '../../../i18n';

/** The calendar entry of an event: a recurring one carries its schedule, which the file and links repeat by rule. `t` words the place ('Online event'). */
export function calendarEventOf(event: EventResponse, url: string, t?: Translate): CalendarEvent {
  const schedule = event.reccuring;
  return {
    id: event._id,
    title: event.name,
    description: plainText(event.description),
    location: event.platform === 'physical' ? eventPlace(event, t) : (event.link ?? eventPlace(event, t)),
    url,
    occurrences: schedule ? expandOccurrences(schedule) : [{ start: new Date(event.start), end: new Date(event.end) }],
    ...(schedule ? { schedule } : {}),
  };
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Add to calendar (spec 3 §2.2): Google, Outlook, Yahoo or an .ics file; the button then reads 'Added to Calendar' for 3 s. */
export function AddToCalendar({ event, url }: { event: EventResponse; url: string }) {
  const t = useT();
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), CALENDAR_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const entry = calendarEventOf(event, url, t);
  const next = nextOccurrence({ ...event, reccuring: event.reccuring }, new Date());
  const links: Array<[string, string]> = [
    [msg('Google Calendar'), googleCalendarLink(entry, next)],
    [msg('Outlook Calendar'), outlookCalendarLink(entry, next)],
    [msg('Yahoo Calendar'), yahooCalendarLink(entry, next)],
  ];
  return (
    <>
      <span className="visually-hidden" role="status">
        {added ? t('Added to Calendar') : ''}
      </span>
      <DisclosureMenu
        triggerClassName="btn btn--outline btn--md"
        align="start"
        trigger={
          <>
            {added ? <CheckCircleIcon /> : <CalendarIcon />}
            {added ? t('Added to Calendar') : t('Add to Calendar')}
          </>
        }
      >
        {(close) => (
          <ul className="menu__list">
            {links.map(([label, href]) => (
              <li key={label}>
                <a
                  className="menu__item"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => {
                    setAdded(true);
                    close();
                  }}
                >
                  {t(label)}
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="menu__item"
                onClick={() => {
                  download(icsFileName(event.name), icsFile(entry, new Date()));
                  setAdded(true);
                  close();
                }}
              >
                {t('Download .ics file')}
              </button>
            </li>
          </ul>
        )}
      </DisclosureMenu>
    </>
  );
}
