import { currencies, eventFormats, listingTypes, recordedPlatforms, timezones, type LocationType } from '@shared/events/constants';
import { INDIAN_STATES, indianStateOf } from '@shared/indian-states';
import { istToday } from '@shared/events/dates';
import type { BusinessResponse } from '@shared/schemas/business';
import { NOTES_MAX } from '@shared/schemas/event';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { FieldWrapper } from '../../../../components/ui/form';
import { TrashIcon } from '../../../../components/ui/icons';
import { RichTextEditor } from '../../../../components/ui/rich-text-editor';
import { paths } from '../../../../config/paths';
import { useDiscounts } from '../../../../api/get-discounts';
import { Link } from '../../../../lib/router';
import { Trans, useLocale, useT } from '../../../../i18n';
import { categoryName } from '@shared/i18n/category-title';
import { useEventCategories, useEventSubCategories } from '../../api/categories';
import { eventFormatText, listingTypeLabels, recordedPlatformLabels, useEventText } from '../../i18n';
import { controlProps, SelectField, TextField, useEventForm } from './field';
import { ImagesField } from './images-field';
import { newTicket, switchEventType, switchLocationType, type EventFormValues } from './form-values';

/** The State choices: India's states and union territories. */
const stateOptions: Array<[string, string]> = INDIAN_STATES.map((state) => [state, state]);

/** Basic: organizer page (fills in the city and state), name and description. */
export function BasicTab({ businesses, businessesFailed, descriptionKey }: { businesses: BusinessResponse[] | undefined; businessesFailed: boolean; descriptionKey: string }) {
  const t = useT();
  const { values, set, errorOf } = useEventForm();
  const descriptionError = errorOf('description');
  return (
    <div className="form-grid">
      {businesses && businesses.length === 0 ? (
        <div className="alert alert--info">
          <p>{t('Add a business page first: events are organized by one of your businesses.')}</p>
          <ButtonLink to={paths.dashboard.business.getHref()} size="sm">
            {t('Add a business')}
          </ButtonLink>
        </div>
      ) : null}
      <SelectField
        name="businessId"
        id="event-business"
        label={t('Organizer Page')}
        required
        placeholder={businessesFailed ? t('Failed to load businesses') : businesses ? t('Select a business') : t('Loading your businesses…')}
        options={(businesses ?? []).map((business) => [business._id, `${business.name} (${business.cityNameFormatted})`])}
        onChange={(businessId) => {
          const business = businesses?.find((item) => item._id === businessId);
          // The organizer's city and, when its address names one, its state and country; the venue tab can still change them.
          set({
            businessId,
            ...(business ? { city: business.cityNameFormatted, ...(business.address?.state ? { state: business.address.state, country: business.address.country || 'India' } : {}) } : {}),
          });
        }}
      />
      <TextField name="name" id="event-name" label={t('Event Name')} required maxLength={120} hint={t('3 to 100 characters')} />
      <FieldWrapper id="event-description" label={t('Description')} required error={descriptionError} hint={t('10 to 1000 characters')}>
        <RichTextEditor
          key={descriptionKey}
          id="event-description"
          label={t('Description')}
          value={values.description}
          onChange={(description) => set({ description })}
          invalid={Boolean(descriptionError)}
          describedBy={descriptionError ? 'event-description-error' : 'event-description-hint'}
        />
      </FieldWrapper>
    </div>
  );
}

function TicketsSummary({ values }: { values: EventFormValues }) {
  const t = useT();
  const text = useEventText();
  const prices = values.tickets.map((ticket) => Number(ticket.price)).filter((price) => Number.isFinite(price));
  const seats = values.tickets.reduce((sum, ticket) => sum + (Number(ticket.quantity) || 0), 0);
  const currency = values.tickets[0]?.currency ?? 'INR';
  const low = prices.length ? Math.min(...prices) : 0;
  const high = prices.length ? Math.max(...prices) : 0;
  const discount = values.discountType && Number(values.discountAmount) > 0 ? text.discount({ type: values.discountType, amount: Number(values.discountAmount) }) : undefined;
  return (
    <section className="tickets-summary" aria-labelledby="tickets-summary-title">
      <h3 id="tickets-summary-title">{t('Tickets Summary')}</h3>
      <dl>
        <dt>{t('Ticket types')}</dt>
        <dd>{values.tickets.length}</dd>
        <dt>{t('Total tickets')}</dt>
        <dd>{seats}</dd>
        <dt>{t('Price')}</dt>
        <dd>{high === 0 ? t('Free') : low === high ? text.money(low, currency) : `${text.money(low, currency)} – ${text.money(high, currency)}`}</dd>
        {discount && (
          <>
            <dt>{t('Discount')}</dt>
            <dd>{discount}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** A discount's identity in the select: code, type and amount (an event keeps a copy, not the id). */
const discountKey = (discount: { code?: string; type: string; amount: number | string }) => `${discount.code ?? ''}|${discount.type}|${Number(discount.amount)}`;
const discountOption = (code: string | undefined, label: string) => (code ? `${code} (${label})` : label);

/** The discount, chosen from the owner's discounts for the organizing business (spec 3 §3: a Discount select of GET /discount/all). */
function DiscountField() {
  const t = useT();
  const { values, set } = useEventForm();
  const text = useEventText();
  const discounts = useDiscounts();
  const mine = (discounts.data ?? []).filter((discount) => !values.businessId || discount.businessId === values.businessId);
  const chosen = values.discountType ? discountKey({ code: values.discountCode, type: values.discountType, amount: values.discountAmount }) : '';
  const options: Array<[string, string]> = mine.map((discount) => [discountKey(discount), discountOption(discount.code, text.discount(discount))]);
  // An event's discount that is no longer among the owner's (deleted since) stays shown until changed.
  if (values.discountType && !options.some(([key]) => key === chosen)) {
    options.unshift([chosen, discountOption(values.discountCode, text.discount({ type: values.discountType, amount: Number(values.discountAmount) }))]);
  }
  return (
    <SelectField
      name="discountAmount"
      id="event-discount"
      label={t('Discount')}
      shownValue={chosen}
      placeholder={t('No discount')}
      options={options}
      hint={
        discounts.isSuccess && mine.length === 0 ? (
          <Trans id="No discounts yet: <0>add a discount</0> to offer one here." components={{ 0: <Link to={paths.dashboard.discounts.getHref()} /> }} />
        ) : undefined
      }
      onChange={(key) => {
        const discount = mine.find((candidate) => discountKey(candidate) === key);
        if (discount) set({ discountCode: discount.code, discountType: discount.type, discountAmount: String(discount.amount) });
        else if (!key) set({ discountCode: '', discountType: '', discountAmount: '' });
      }}
    />
  );
}

/** Tickets: ticket types (at least one), the summary and a discount. */
export function TicketsTab() {
  const t = useT();
  const { values, set } = useEventForm();
  return (
    <div className="form-grid">
      {values.tickets.map((ticket, index) => (
        <fieldset key={ticket.key} className="ticket-type">
          <legend>{t('Ticket type {number}', { number: String(index + 1) })}</legend>
          <div className="form-row">
            <TextField name={`tickets.${index}.name`} id={`ticket-${ticket.key}-name`} label={t('Ticket name')} required maxLength={100} />
            <TextField name={`tickets.${index}.quantity`} id={`ticket-${ticket.key}-quantity`} label={t('Quantity')} required type="number" min={1} max={10000} step="1" />
          </div>
          <div className="form-row">
            <TextField
              name={`tickets.${index}.price`}
              id={`ticket-${ticket.key}-price`}
              label={t('Price')}
              required
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              hint={t('0 for a free ticket')}
            />
            <SelectField name={`tickets.${index}.currency`} id={`ticket-${ticket.key}-currency`} label={t('Currency')} options={currencies.map((currency) => [currency, currency])} />
          </div>
          <TextField name={`tickets.${index}.instructions`} id={`ticket-${ticket.key}-instructions`} label={t('Instructions')} maxLength={500} />
          {values.tickets.length > 1 && (
            <Button variant="ghost" size="sm" icon={<TrashIcon />} onClick={() => set({ tickets: values.tickets.filter((item) => item.key !== ticket.key) })}>
              <Trans id="Remove<0> ticket type {number}</0>" values={{ number: String(index + 1) }} components={{ 0: <span className="visually-hidden" /> }} />
            </Button>
          )}
        </fieldset>
      ))}
      <Button id="event-add-ticket" variant="outline" onClick={() => set({ tickets: [...values.tickets, newTicket()] })}>
        {t('Add Ticket Type')}
      </Button>
      <TicketsSummary values={values} />
      <DiscountField />
    </div>
  );
}

/** Date and time: single (start, end, timezone) or recurring (the schedule is set in the next tab). */
export function DateTimeTab() {
  const t = useT();
  const { values, update } = useEventForm();
  const today = istToday(new Date());
  return (
    <div className="form-grid">
      <fieldset className="choice-group">
        <legend>{t('Event type')}</legend>
        {(
          [
            ['single', t('Single event')],
            ['recurring', t('Recurring event')],
          ] as const
        ).map(([id, label]) => (
          <label key={id} className="check">
            <input type="radio" name="event-type" value={id} checked={values.eventType === id} onChange={() => update((current) => switchEventType(current, id))} />
            {label}
          </label>
        ))}
      </fieldset>
      {values.eventType === 'single' ? (
        <>
          <div className="form-row">
            <TextField name="startDate" id="event-start-date" label={t('Start date')} type="date" required min={today} />
            <TextField name="startTime" id="event-start-time" label={t('Start time')} type="time" required />
          </div>
          <div className="form-row">
            <TextField name="endDate" id="event-end-date" label={t('End date')} type="date" required min={values.startDate || today} />
            <TextField name="endTime" id="event-end-time" label={t('End time')} type="time" required />
          </div>
        </>
      ) : (
        <p className="alert alert--info">{t('The dates and times of a recurring event are set in the next tab, Recurring Schedule.')}</p>
      )}
      <SelectField name="timezone" id="event-timezone" label={t('Timezone')} required placeholder={t('Select a timezone')} options={timezones.map((zone) => [zone, zone])} />
    </div>
  );
}

/** Location: venue (address fields appear once a place is named), online (link) or recorded (platform and link). */
export function LocationTab() {
  const t = useT();
  const { values, update } = useEventForm();
  const showAddress = Boolean(values.locationName.trim() || values.address || values.city);
  const preview = [values.locationName, values.address, values.city, values.state, values.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  // The online event's link and the recording's link are one field under two labels.
  const linkField = (label: string) => <TextField name="link" id="event-link" label={label} required type="url" inputMode="url" placeholder="https://" />;
  return (
    <div className="form-grid">
      <fieldset className="choice-group" id="event-location-type" tabIndex={-1}>
        <legend>{t('Location type *')}</legend>
        {(
          [
            ['venue', t('Venue')],
            ['online', t('Online')],
            ['recorded', t('Recorded')],
          ] as Array<[LocationType, string]>
        ).map(([id, label]) => (
          <label key={id} className="check">
            <input type="radio" name="location-type" value={id} checked={values.locationType === id} onChange={() => update((current) => switchLocationType(current, id))} />
            {label}
          </label>
        ))}
      </fieldset>
      {values.locationType === 'venue' && (
        <>
          <TextField name="locationName" id="event-location-name" label={t('Location Name')} required maxLength={200} />
          {showAddress && (
            <>
              <TextField name="address" id="event-address" label={t('Address')} required maxLength={300} />
              <div className="form-row">
                <TextField name="city" id="event-city" label={t('City')} required maxLength={80} />
                <SelectField
                  name="state"
                  id="event-state"
                  label={t('State')}
                  required
                  shownValue={indianStateOf(values.state) ?? values.state}
                  placeholder={t('Select a state')}
                  options={stateOptions}
                />
              </div>
            </>
          )}
          <TextField name="country" id="event-country" label={t('Country')} required maxLength={80} />
          {preview && (
            <p className="address-preview">
              <strong>{t('Full address:')}</strong> {preview}
            </p>
          )}
        </>
      )}
      {values.locationType === 'online' && linkField(t('Event Link'))}
      {values.locationType === 'recorded' && (
        <>
          <SelectField
            name="linkPlatform"
            id="event-link-platform"
            label={t('Video platform')}
            required
            placeholder={t('Select a platform')}
            options={recordedPlatforms.map((id) => [id, t(recordedPlatformLabels[id]!)])}
          />
          {linkField(t('Video link'))}
        </>
      )}
    </div>
  );
}

/** Media: images, promotional link and additional notes. */
export function MediaTab() {
  const t = useT();
  const { values, set, update, errorOf } = useEventForm();
  const notesError = errorOf('notes');
  return (
    <div className="form-grid">
      <ImagesField images={values.images} error={errorOf('images')} onChange={(change) => update((current) => ({ ...current, images: change(current.images) }))} />
      <TextField name="promotionalLink" id="event-promotional-link" label={t('Promotional Link')} type="url" inputMode="url" placeholder="https://" />
      <FieldWrapper id="event-notes" label={t('Additional Notes')} error={notesError} hint={t('{count}/{max} characters', { count: String(values.notes.length), max: String(NOTES_MAX) })}>
        <textarea
          className="input"
          rows={4}
          maxLength={NOTES_MAX + 50}
          value={values.notes}
          onChange={(event) => set({ notes: event.target.value })}
          {...controlProps('event-notes', notesError, true)}
        />
      </FieldWrapper>
    </div>
  );
}

/** Settings: category, sub category (after a category), format and listing type. */
export function SettingsTab() {
  const t = useT();
  const { values, set } = useEventForm();
  const locale = useLocale();
  const categories = useEventCategories();
  const subCategories = useEventSubCategories(values.eventCategory || undefined);
  return (
    <div className="form-grid">
      {categories.isError && <p className="alert alert--error">{t('Unable to load event types')}</p>}
      {subCategories.isError && <p className="alert alert--error">{t('Failed to load subevent categories')}</p>}
      <SelectField
        name="eventCategory"
        id="event-category"
        label={t('Event Category')}
        placeholder={t('Select a category')}
        options={(categories.data ?? []).map((category) => [category._id, categoryName(category, locale)])}
        onChange={(eventCategory) => set({ eventCategory, eventSubCat: '' })}
      />
      <SelectField
        name="eventSubCat"
        id="event-sub-category"
        label={t('Event Sub Category')}
        disabled={!values.eventCategory}
        hint={values.eventCategory ? undefined : t('Please select an event category first')}
        placeholder={t('Select a sub category')}
        options={(subCategories.data ?? []).map((sub) => [sub._id, categoryName(sub, locale)])}
      />
      <SelectField name="eventFormat" id="event-format" label={t('Event Format')} placeholder={t('Select a format')} options={eventFormats.map((format) => [format, eventFormatText(t, format)])} />
      <SelectField
        name="listingType"
        id="event-listing-type"
        label={t('Listing Type')}
        required
        placeholder={t('Select who can see it')}
        options={listingTypes.map((type) => [type, t(listingTypeLabels[type])])}
      />
    </div>
  );
}
