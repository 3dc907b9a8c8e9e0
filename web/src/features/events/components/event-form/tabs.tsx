import { currencies, eventFormats, listingTypes, recordedPlatforms, timezones, type Currency, type LocationType } from '@shared/events/constants';
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
import { controlProps, SelectField, TextField, type TabProps } from './field';
import { ImagesField } from './images-field';
import { newTicket, switchEventType, switchLocationType, type TicketValues } from './form-values';

/** The State choices: India's states and union territories. */
const stateOptions: Array<[string, string]> = INDIAN_STATES.map((state) => [state, state]);

/** Basic: organizer page (fills in the city and state), name and description. */
export function BasicTab({
  values,
  set,
  errorOf,
  businesses,
  businessesFailed,
  descriptionKey,
}: TabProps & { businesses: BusinessResponse[] | undefined; businessesFailed: boolean; descriptionKey: string }) {
  const t = useT();
  const descriptionError = errorOf('event-description');
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
        id="event-business"
        label={t('Organizer Page')}
        required
        value={values.businessId}
        placeholder={businessesFailed ? t('Failed to load businesses') : businesses ? t('Select a business') : t('Loading your businesses…')}
        options={(businesses ?? []).map((business) => [business._id, `${business.name} (${business.cityNameFormatted})`])}
        error={errorOf('event-business')}
        onChange={(businessId) => {
          const business = businesses?.find((item) => item._id === businessId);
          // The organizer's city and, when its address names one, its state and country; the venue tab can still change them.
          set({
            businessId,
            ...(business ? { city: business.cityNameFormatted, ...(business.address?.state ? { state: business.address.state, country: business.address.country || 'India' } : {}) } : {}),
          });
        }}
      />
      <TextField
        id="event-name"
        label={t('Event Name')}
        required
        value={values.name}
        maxLength={120}
        error={errorOf('event-name')}
        onChange={(name) => set({ name })}
        hint={t('3 to 100 characters')}
      />
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

function TicketsSummary({ values }: { values: TabProps['values'] }) {
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
function DiscountField({ values, set, errorOf }: Pick<TabProps, 'values' | 'set' | 'errorOf'>) {
  const t = useT();
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
      id="event-discount"
      label={t('Discount')}
      value={chosen}
      placeholder={t('No discount')}
      options={options}
      error={errorOf('event-discount')}
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
export function TicketsTab({ values, set, update, errorOf }: TabProps) {
  const t = useT();
  const setTicket = (key: string, patch: Partial<TicketValues>) =>
    update((current) => ({ ...current, tickets: current.tickets.map((ticket) => (ticket.key === key ? { ...ticket, ...patch } : ticket)) }));
  return (
    <div className="form-grid">
      {values.tickets.map((ticket, index) => (
        <fieldset key={ticket.key} className="ticket-type">
          <legend>{t('Ticket type {number}', { number: String(index + 1) })}</legend>
          <div className="form-row">
            <TextField
              id={`ticket-${ticket.key}-name`}
              label={t('Ticket name')}
              required
              value={ticket.name}
              maxLength={100}
              error={errorOf(`ticket-${ticket.key}-name`)}
              onChange={(name) => setTicket(ticket.key, { name })}
            />
            <TextField
              id={`ticket-${ticket.key}-quantity`}
              label={t('Quantity')}
              required
              type="number"
              min={1}
              max={10000}
              step="1"
              value={ticket.quantity}
              error={errorOf(`ticket-${ticket.key}-quantity`)}
              onChange={(quantity) => setTicket(ticket.key, { quantity })}
            />
          </div>
          <div className="form-row">
            <TextField
              id={`ticket-${ticket.key}-price`}
              label={t('Price')}
              required
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={ticket.price}
              error={errorOf(`ticket-${ticket.key}-price`)}
              onChange={(price) => setTicket(ticket.key, { price })}
              hint={t('0 for a free ticket')}
            />
            <SelectField
              id={`ticket-${ticket.key}-currency`}
              label={t('Currency')}
              value={ticket.currency}
              options={currencies.map((currency) => [currency, currency])}
              onChange={(currency) => setTicket(ticket.key, { currency: currency as Currency })}
            />
          </div>
          <TextField
            id={`ticket-${ticket.key}-instructions`}
            label={t('Instructions')}
            value={ticket.instructions}
            maxLength={500}
            onChange={(instructions) => setTicket(ticket.key, { instructions })}
          />
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
      <DiscountField values={values} set={set} errorOf={errorOf} />
    </div>
  );
}

/** Date and time: single (start, end, timezone) or recurring (the schedule is set in the next tab). */
export function DateTimeTab({ values, set, update, errorOf }: TabProps) {
  const t = useT();
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
            <TextField
              id="event-start-date"
              label={t('Start date')}
              type="date"
              required
              min={today}
              value={values.startDate}
              error={errorOf('event-start-date')}
              onChange={(startDate) => set({ startDate })}
            />
            <TextField id="event-start-time" label={t('Start time')} type="time" required value={values.startTime} error={errorOf('event-start-time')} onChange={(startTime) => set({ startTime })} />
          </div>
          <div className="form-row">
            <TextField
              id="event-end-date"
              label={t('End date')}
              type="date"
              required
              min={values.startDate || today}
              value={values.endDate}
              error={errorOf('event-end-date')}
              onChange={(endDate) => set({ endDate })}
            />
            <TextField id="event-end-time" label={t('End time')} type="time" required value={values.endTime} error={errorOf('event-end-time')} onChange={(endTime) => set({ endTime })} />
          </div>
        </>
      ) : (
        <p className="alert alert--info">{t('The dates and times of a recurring event are set in the next tab, Recurring Schedule.')}</p>
      )}
      <SelectField
        id="event-timezone"
        label={t('Timezone')}
        required
        value={values.timezone}
        placeholder={t('Select a timezone')}
        options={timezones.map((zone) => [zone, zone])}
        error={errorOf('event-timezone')}
        onChange={(timezone) => set({ timezone: timezone as TabProps['values']['timezone'] })}
      />
    </div>
  );
}

/** Location: venue (address fields appear once a place is named), online (link) or recorded (platform and link). */
export function LocationTab({ values, set, update, errorOf }: TabProps) {
  const t = useT();
  const showAddress = Boolean(values.locationName.trim() || values.address || values.city);
  const preview = [values.locationName, values.address, values.city, values.state, values.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  // The online event's link and the recording's link are one field under two labels.
  const linkField = (label: string) => (
    <TextField id="event-link" label={label} required type="url" inputMode="url" value={values.link} error={errorOf('event-link')} onChange={(link) => set({ link })} placeholder="https://" />
  );
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
          <TextField
            id="event-location-name"
            label={t('Location Name')}
            required
            value={values.locationName}
            maxLength={200}
            error={errorOf('event-location-name')}
            onChange={(locationName) => set({ locationName })}
          />
          {showAddress && (
            <>
              <TextField id="event-address" label={t('Address')} required value={values.address} maxLength={300} error={errorOf('event-address')} onChange={(address) => set({ address })} />
              <div className="form-row">
                <TextField id="event-city" label={t('City')} required value={values.city} maxLength={80} error={errorOf('event-city')} onChange={(city) => set({ city })} />
                <SelectField
                  id="event-state"
                  label={t('State')}
                  required
                  value={indianStateOf(values.state) ?? values.state}
                  placeholder={t('Select a state')}
                  options={stateOptions}
                  error={errorOf('event-state')}
                  onChange={(state) => set({ state })}
                />
              </div>
            </>
          )}
          <TextField id="event-country" label={t('Country')} required value={values.country} maxLength={80} error={errorOf('event-country')} onChange={(country) => set({ country })} />
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
            id="event-link-platform"
            label={t('Video platform')}
            required
            value={values.linkPlatform}
            placeholder={t('Select a platform')}
            options={recordedPlatforms.map((id) => [id, t(recordedPlatformLabels[id]!)])}
            error={errorOf('event-link-platform')}
            onChange={(linkPlatform) => set({ linkPlatform })}
          />
          {linkField(t('Video link'))}
        </>
      )}
    </div>
  );
}

/** Media: images, promotional link and additional notes. */
export function MediaTab({ values, set, update, errorOf }: TabProps) {
  const t = useT();
  const notesError = errorOf('event-notes');
  return (
    <div className="form-grid">
      <ImagesField images={values.images} error={errorOf('event-images')} onChange={(change) => update((current) => ({ ...current, images: change(current.images) }))} />
      <TextField
        id="event-promotional-link"
        label={t('Promotional Link')}
        type="url"
        inputMode="url"
        value={values.promotionalLink}
        error={errorOf('event-promotional-link')}
        onChange={(promotionalLink) => set({ promotionalLink })}
        placeholder="https://"
      />
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
export function SettingsTab({ values, set, errorOf }: TabProps) {
  const t = useT();
  const locale = useLocale();
  const categories = useEventCategories();
  const subCategories = useEventSubCategories(values.eventCategory || undefined);
  return (
    <div className="form-grid">
      {categories.isError && <p className="alert alert--error">{t('Unable to load event types')}</p>}
      {subCategories.isError && <p className="alert alert--error">{t('Failed to load subevent categories')}</p>}
      <SelectField
        id="event-category"
        label={t('Event Category')}
        value={values.eventCategory}
        placeholder={t('Select a category')}
        options={(categories.data ?? []).map((category) => [category._id, categoryName(category, locale)])}
        onChange={(eventCategory) => set({ eventCategory, eventSubCat: '' })}
      />
      <SelectField
        id="event-sub-category"
        label={t('Event Sub Category')}
        value={values.eventSubCat}
        disabled={!values.eventCategory}
        hint={values.eventCategory ? undefined : t('Please select an event category first')}
        placeholder={t('Select a sub category')}
        options={(subCategories.data ?? []).map((sub) => [sub._id, categoryName(sub, locale)])}
        onChange={(eventSubCat) => set({ eventSubCat })}
      />
      <SelectField
        id="event-format"
        label={t('Event Format')}
        value={values.eventFormat}
        placeholder={t('Select a format')}
        options={eventFormats.map((format) => [format, eventFormatText(t, format)])}
        onChange={(eventFormat) => set({ eventFormat })}
      />
      <SelectField
        id="event-listing-type"
        label={t('Listing Type')}
        required
        value={values.listingType}
        placeholder={t('Select who can see it')}
        options={listingTypes.map((type) => [type, t(listingTypeLabels[type])])}
        error={errorOf('event-listing-type')}
        onChange={(listingType) => set({ listingType })}
      />
    </div>
  );
}
