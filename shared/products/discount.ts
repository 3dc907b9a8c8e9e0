/** Discounts (spec 3 §3, spec 2 §9): the label and the percent shown on a product. */
import { msg } from '../i18n/catalog';

export const discountTypes = ['flat', 'percent'] as const;
export type DiscountType = (typeof discountTypes)[number];

export interface DiscountLike {
  type: DiscountType;
  amount: number;
}

const rupees = (amount: number) => amount.toLocaleString('en-IN', { maximumFractionDigits: 2 });

/** 'Flat ₹{amount}' or '{amount}% Off'. */
export function discountLabel(discount: DiscountLike): string {
  return discount.type === 'flat' ? `Flat ₹${rupees(discount.amount)}` : `${rupees(discount.amount)}% Off`;
}

/** The percent off a price, rounded (a flat amount over the price times 100); undefined without a price. */
export function discountPercent(discount: DiscountLike, price: number | undefined): number | undefined {
  if (discount.type === 'percent') return Math.round(discount.amount);
  if (!price || price <= 0) return undefined;
  return Math.round((discount.amount / price) * 100);
}

/** Whether the discount leaves something to pay: a flat amount under the price, a percent under 100. */
export function discountFitsPrice(discount: DiscountLike, price: number): boolean {
  return discount.type === 'flat' ? discount.amount < price : discount.amount < 100;
}

/** Why a product cannot offer a discount that takes its whole price (₹5,000 off ₹649 read as 770% off and ₹0). */
export function discountTooLargeMessage(discount: DiscountLike, price: number): string {
  return `The discount (${discountLabel(discount)}) must be less than the price (₹${rupees(price)}). Choose a smaller discount or a higher price.`;
}

/** A percent discount leaves something to pay, whatever it is attached to: under 100. */
export const PERCENT_DISCOUNT_TOO_HIGH = msg('A percent discount must be less than 100');
export const percentDiscountFits = (discount: DiscountLike) => discount.type !== 'percent' || discount.amount < 100;

/**
 * Why an event cannot offer a discount that takes a paid ticket's whole price
 * (free tickets are not discounted): the first such ticket, named.
 */
export function discountTooLargeForTicketMessage(discount: DiscountLike, ticket: { name: string; price: number }): string {
  return `The discount (${discountLabel(discount)}) must be less than the price of every ticket (${ticket.name}: ₹${rupees(ticket.price)}). Choose a smaller discount or a higher price.`;
}

/** The price after the discount, never below zero, to the paisa. */
export function discountedPrice(discount: DiscountLike, price: number): number {
  const off = discount.type === 'flat' ? discount.amount : (price * discount.amount) / 100;
  return Math.max(0, Math.round((price - off) * 100) / 100);
}
