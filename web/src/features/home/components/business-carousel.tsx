import { useId, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { BusinessCard } from '../../../components/business-card';
import { useHomeBusinesses } from '../api/home-content';
import { useT } from '../../../i18n';

/**
 * A home row of business cards that scrolls sideways (snap points, swipe on
 * phones), with previous and next buttons; hidden while it has no cards.
 */
export function BusinessCarousel({ title, list, city }: { title: string; list: Parameters<typeof useHomeBusinesses>[0]; city: string }) {
  const cards = useHomeBusinesses(list, city);
  const track = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const t = useT();
  if (!cards.data?.length) return null;
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.9, behavior: 'smooth' });
  return (
    <section className="home-section carousel" aria-labelledby={titleId}>
      <div className="carousel__head">
        <h2 id={titleId} className="home-section__title">
          {title}
        </h2>
        <div className="carousel__controls">
          <button type="button" className="icon-button" onClick={() => scroll(-1)}>
            <ChevronLeftIcon size={20} />
            <span className="visually-hidden">{t('Previous businesses')}</span>
          </button>
          <button type="button" className="icon-button" onClick={() => scroll(1)}>
            <ChevronRightIcon size={20} />
            <span className="visually-hidden">{t('Next businesses')}</span>
          </button>
        </div>
      </div>
      <ul className="carousel__track" ref={track}>
        {cards.data.map((card) => (
          <li key={card._id} className="carousel__item">
            <BusinessCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
