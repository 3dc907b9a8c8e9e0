// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpdateCollectionInput } from '@shared/schemas/collection';
import { ToastProvider } from '../../../../web/src/components/ui/toast';
import type { CollectionDetail } from '../../../../web/src/features/collections/api/collections';

const updateCollection = vi.fn<(changes: UpdateCollectionInput) => Promise<unknown>>();
vi.mock('../../../../web/src/features/collections/api/collections', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useUpdateCollection: () => useMutation({ mutationFn: updateCollection }),
    useRemoveFromCollection: () => useMutation({ mutationFn: vi.fn() }),
    useMoreCollectionBusinesses: () => ({ data: undefined, hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() }),
  };
});

const { CollectionView } = await import('../../../../web/src/features/collections/components/collection-view');

afterEach(() => {
  cleanup();
  updateCollection.mockReset();
});

const collection: CollectionDetail = {
  _id: 'c1',
  name: 'Sweet shops',
  description: '',
  public: true,
  images: [],
  businessCount: 0,
  businessIds: [],
  businesses: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  isOwner: true,
};

describe('the collection rename form (on the shared <Form>)', () => {
  it('checks the name as it is typed, waits for a changed name and sends the trimmed one', async () => {
    updateCollection.mockResolvedValue({ message: 'ok' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <CollectionView collection={collection} cursor={null} viewerId="u1" />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const name = screen.getByLabelText('Name');
    const rename = screen.getByRole('button', { name: 'Rename' });
    expect(rename.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(name);
    expect(await screen.findByText('Collection name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(rename.hasAttribute('disabled')).toBe(true);
    await userEvent.type(name, '  Mithai in Pune ');
    expect(screen.queryByText('Collection name is required')).toBeNull();
    await userEvent.click(rename);
    expect(await screen.findByText('Collection renamed')).toBeTruthy();
    expect(updateCollection.mock.calls[0]?.[0]).toEqual({ name: 'Mithai in Pune' });
  });
});
