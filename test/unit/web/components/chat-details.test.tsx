// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ChatBusinessContext } from '@shared/schemas/chat';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessDetails } from '../../../../web/src/features/chat/components/details-panel';

afterEach(cleanup);

const business: ChatBusinessContext = {
  _id: 'b1',
  name: 'Lake View Thali',
  slug: 'lake-view-thali',
  owner: 'u1',
  unClaimed: false,
  countryName: 'India',
  contact: {},
  rating: { average: 0, count: 0 },
  followers: 0,
  address: { city: 'Bhopal' },
  paymentTypes: [],
  media: [],
  cityName: 'bhopal',
};

describe("the chat's Business Info (#25 2.2)", () => {
  it('shows the description as plain text, with entities decoded, through the one HTML-to-text function', () => {
    render(<BusinessDetails business={{ ...business, description: '<p>Q&amp;A <b>x</b></p>' }} />);
    const about = screen.getByText('About').nextElementSibling!;
    expect(about.textContent).toBe('Q&A x');
  });
});
