import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../scripts/seed/demo-accounts';
import { logIn } from './accounts';
import { launchBrowser, newVisitor, screenshot, seeText } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const owner = demoUsers.find((user) => user.email === 'owner@sbiz.local')!;
const visitor = demoUsers.find((user) => user.email === 'user@sbiz.local')!;
const EVENT_NAME = `Kothrud Jazz Evenings ${Math.random().toString(36).slice(2, 6)}`;

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** The weekly day of the recurring event: tomorrow in IST, so it lands this week or (from Sunday) next week. */
const today = DateTime.now().setZone('Asia/Kolkata').startOf('day');
const firstDay = today.plus({ days: 1 });
const weekday = firstDay.setLocale('en-US').toFormat('cccc');
const expectedList = firstDay.weekNumber === today.weekNumber ? 'This Week' : 'Next Week';

describe('events from creation to the calendar', () => {
  it('an owner creates a weekly recurring event with two slots and a ticket type; a user marks Going and downloads the .ics; the owner duplicates it', async () => {
    const { context, page } = await newVisitor(browser);
    await logIn(page, owner.email, owner.password, '/dashboard/add-event');

    // Basic: Next is refused while the tab has errors.
    await next(page);
    await seeText(page, 'Please fix the errors in this section before proceeding');
    await seeText(page, 'Please select a business');
    // The shared form error panel lists them too.
    await seeText(page, /^Some info is missing \(\d+\)$/);
    await page.getByLabel('Organizer Page').selectOption({ label: 'Shree Sagar Veg Restaurant (Pune)' });
    await page.getByLabel('Event Name').fill(EVENT_NAME);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Live jazz trios every week in Kothrud, with filter coffee and snacks from our kitchen.');
    await screenshot(page, 'event-form-desktop');
    await next(page);

    // Tickets: one paid type.
    await page.getByLabel('Ticket name').fill('Entry');
    await page.getByLabel('Quantity').fill('60');
    await page.getByLabel('Price').fill('499');
    await seeText(page, '₹499');
    await next(page);

    // Date & Time: recurring.
    await page.getByLabel('Recurring event').check();
    await seeText(page, 'The dates and times of a recurring event are set in the next tab');
    await next(page);

    // Recurring schedule: weekly on tomorrow's weekday, two slots.
    await page.getByLabel('Repeats').selectOption('weekly');
    await page.getByLabel('Start date').fill(today.toISODate()!);
    await page.getByLabel('End date').fill(today.plus({ days: 20 }).toISODate()!);
    await next(page);
    await seeText(page, 'Select at least one day for weekly recurring events');
    await page.getByLabel(weekday, { exact: true }).check();
    await page.getByLabel('Start time, slot 1').fill('18:00');
    await page.getByLabel('End time, slot 1').fill('19:30');
    await page.getByRole('button', { name: 'Add time slot' }).click();
    await page.getByLabel('Start time, slot 2').fill('20:00');
    await page.getByLabel('End time, slot 2').fill('21:30');
    await next(page);

    // Location: the organizer filled in the city and the state.
    await page.getByLabel('Location Name').fill('Kothrud Community Hall');
    await expect.poll(() => page.getByLabel('City', { exact: true }).inputValue()).toBe('Pune');
    expect(await page.getByLabel('State').inputValue()).toBe('Maharashtra');
    await page.getByLabel('Address').fill('Paud Road, Kothrud');
    await next(page);

    // Media: one image with progress.
    await page.locator('#event-images').setInputFiles({ name: 'stage.png', mimeType: 'image/png', buffer: Buffer.alloc(120_000, 9) });
    await seeText(page, 'Add images (1/10)');
    await next(page);

    // Settings, then create.
    await page.getByLabel('Event Category').selectOption({ label: 'Concerts' });
    await expect.poll(() => page.getByLabel('Event Sub Category').isEnabled()).toBe(true);
    await page.getByLabel('Event Sub Category').selectOption({ label: 'Indie & Rock' });
    await page.getByLabel('Event Format').selectOption('concert');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await seeText(page, 'Event created successfully!');
    await page.waitForURL('**/dashboard/events');
    await seeText(page, EVENT_NAME);

    // Discovery lists it under This Week or Next Week, as its first date says.
    await page.goto('/in/pune/events');
    const list = page.getByRole('region', { name: new RegExp(`^${expectedList}`) });
    await expect.poll(() => list.getByRole('link', { name: EVENT_NAME }).isVisible(), { timeout: 20_000 }).toBe(true);

    // A user marks Going and downloads the .ics.
    const other = await newVisitor(browser);
    await logIn(other.page, visitor.email, visitor.password, '/in/pune/events');
    await other.page.getByRole('link', { name: EVENT_NAME }).first().click();
    await other.page.waitForURL('**/in/pune/events/**');
    await seeText(other.page, 'Event Schedule');
    await other.page.getByRole('button', { name: `Going to ${EVENT_NAME}` }).click();
    await seeText(other.page, 'Marked As Going, Add event to Calendar!');
    await expect.poll(() => other.page.getByRole('button', { name: `You are Going to ${EVENT_NAME}` }).isDisabled()).toBe(true);
    await other.page.getByRole('button', { name: 'Add to Calendar' }).click();
    const [download] = await Promise.all([other.page.waitForEvent('download'), other.page.getByRole('button', { name: 'Download .ics file' }).click()]);
    await expect.poll(() => other.page.getByRole('button', { name: 'Added to Calendar' }).isVisible()).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(await download.path(), 'utf8')));
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    // One VEVENT per time slot, each repeated by its RRULE: a calendar app shows the rules' expansion, merged and sorted.
    const rules = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(rules.length).toBe(2);
    const occurrences = rules
      .flatMap((rule) => {
        const found: Array<{ summary: string; start: DateTime }> = [];
        const iterator = rule.iterator();
        for (let next = iterator.next(); next && found.length < 50; next = iterator.next()) {
          found.push({ summary: rule.summary, start: DateTime.fromJSDate(rule.getOccurrenceDetails(next).startDate.toJSDate()).setZone('Asia/Kolkata') });
        }
        return found;
      })
      .sort((a, b) => a.start.toMillis() - b.start.toMillis());
    expect(occurrences.length).toBeGreaterThanOrEqual(4);
    expect(occurrences[0]!.summary).toBe(EVENT_NAME);
    // Every occurrence is on the chosen weekday at one of the two slots, the first of them tomorrow at 18:00.
    expect(occurrences[0]!.start.toISODate()).toBe(firstDay.toISODate());
    for (const { summary, start } of occurrences) {
      expect(summary).toBe(EVENT_NAME);
      expect(start.setLocale('en-US').toFormat('cccc')).toBe(weekday);
      expect(['18:00', '20:00']).toContain(start.toFormat('HH:mm'));
    }
    expect(occurrences.slice(0, 4).map(({ start }) => start.toFormat('HH:mm'))).toEqual(['18:00', '20:00', '18:00', '20:00']);
    await screenshot(other.page, 'event-detail-desktop');
    await other.context.close();

    // The owner duplicates it.
    await page.goto('/dashboard/events');
    await page
      .getByRole('link', { name: `Duplicate ${EVENT_NAME}` })
      .first()
      .click();
    await expect.poll(() => page.getByLabel('Event Name').inputValue(), { timeout: 15_000 }).toBe(EVENT_NAME);
    for (let step = 0; step < 6; step++) await next(page);
    await page.getByRole('button', { name: 'Duplicate Event' }).click();
    await seeText(page, 'Event duplicated successfully!');
    await page.waitForURL('**/dashboard/events');
    await expect.poll(() => page.getByRole('heading', { name: EVENT_NAME }).count()).toBe(2);
    await context.close();
  });

  it('renders discovery, detail and the form at 390 px without overflow', async () => {
    const { context, page } = await newVisitor(browser, 'mobile');
    await page.goto('/in/pune/events');
    await seeText(page, 'Discover Events');
    await seeText(page, /Showing \d+ to \d+ of \d+ events/);
    await expect.poll(() => page.getByText('Loading amazing events...').count(), { timeout: 20_000 }).toBe(0);
    await screenshot(page, 'events-discovery-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('link', { name: EVENT_NAME }).first().click();
    await seeText(page, 'About This Event');
    await screenshot(page, 'event-detail-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await logIn(page, owner.email, owner.password, '/dashboard/add-event');
    await seeText(page, 'Organizer Page');
    await screenshot(page, 'event-form-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();

    const desktop = await newVisitor(browser);
    await desktop.page.goto('/in/pune/events');
    await seeText(desktop.page, /Showing \d+ to \d+ of \d+ events/);
    await expect.poll(() => desktop.page.getByText('Loading amazing events...').count(), { timeout: 20_000 }).toBe(0);
    await screenshot(desktop.page, 'events-discovery-desktop');
    await desktop.context.close();
  });
});
