import { useEffect, useRef, useState } from 'react';
import type { EventResponse } from '@shared/schemas/event';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { EventCard } from './event-card';
import { useT } from '../../../i18n';

/** Slides advance every 2 s (spec 3 §9), unless the reader hovers, focuses inside or prefers less motion. */
const AUTOPLAY_MS = 2000;

/** 'Popular Events': 1, 2 or 3 slides per view by width (spec 3 §2.1). */
export function PopularCarousel({ events }: { events: EventResponse[] }) {
  const t = useT();
  const two = useMediaQuery('(min-width: 640px)');
  const three = useMediaQuery('(min-width: 1024px)');
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const perView = three ? 3 : two ? 2 : 1;
  const last = Math.max(0, events.length - perView);
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const trackRef = useRef<HTMLUListElement>(null);
  const first = Math.min(start, last);

  useEffect(() => {
    if (paused || reduceMotion || last === 0) return;
    const timer = setInterval(() => setStart((current) => (current >= last ? 0 : current + 1)), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, reduceMotion, last]);

  return (
    <div className="popular-carousel" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <ul ref={trackRef} className="popular-carousel__track" style={{ ['--per-view' as string]: perView, ['--offset' as string]: first }} aria-live="off">
        {events.map((event, index) => (
          <li
            key={event._id}
            className="popular-carousel__slide"
            aria-hidden={index < first || index >= first + perView ? true : undefined}
            inert={index < first || index >= first + perView ? true : undefined}
          >
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      {last > 0 && (
        <div className="popular-carousel__nav">
          <button type="button" className="icon-button" aria-label={t('Previous popular events')} onClick={() => setStart(first <= 0 ? last : first - 1)}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className="icon-button" aria-label={t('Next popular events')} onClick={() => setStart(first >= last ? 0 : first + 1)}>
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
