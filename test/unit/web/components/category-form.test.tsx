// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryDetailResponse } from '@shared/schemas/taxonomy';
import { sanitizeRichText } from '../../../../functions/lib/rich-text';
import { ToastProvider } from '../../../../web/src/components/ui/toast';
import type { CategoryFormBody } from '../../../../web/src/features/admin-taxonomy/api/admin-categories';

const saveCategory = vi.fn<(input: { id?: string; body: CategoryFormBody }) => Promise<unknown>>();
const navigate = vi.fn(() => Promise.resolve());
vi.mock('../../../../web/src/features/admin-taxonomy/api/admin-categories', async () => {
  const { useMutation, useQuery } = await import('@tanstack/react-query');
  return {
    useSaveCategory: () => useMutation({ mutationFn: saveCategory }),
    useCategoryOptions: (endpoint: string) =>
      useQuery({
        queryKey: ['options', endpoint],
        queryFn: () => [
          { _id: 'm1', title: 'Sweets' },
          { _id: 'm2', title: 'Kites' },
        ],
      }),
  };
});
vi.mock('../../../../web/src/lib/router', async (original) => ({ ...(await original<typeof import('../../../../web/src/lib/router')>()), useNavigate: () => navigate }));
vi.mock('../../../../web/src/components/ui/rich-text-editor', async () => ({ RichTextEditor: (await import('./dashboard-harness')).RichTextEditorStandIn }));

const { CategoryForm } = await import('../../../../web/src/features/admin-taxonomy/components/category-form');

afterEach(() => {
  cleanup();
  saveCategory.mockReset();
  navigate.mockClear();
});

function renderForm(props: Parameters<typeof CategoryForm>[0]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <CategoryForm {...props} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('CategoryForm (spec 3 §2.5, on the shared <Form>)', () => {
  it('refuses an empty title and no parent with the messages, then adds the sub category and goes back to the list', async () => {
    saveCategory.mockResolvedValue({ message: 'ok' });
    renderForm({ levelKey: 'subCategories' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Please select at least one of the Parent Categories')).toBeTruthy();
    expect(saveCategory).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Title'), '  Kite Shops ');
    await userEvent.click(await screen.findByLabelText('Kites'));
    await userEvent.click(screen.getByLabelText(/Inactive/));
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Category Added successfully')).toBeTruthy();
    expect(saveCategory.mock.calls[0]?.[0]).toMatchObject({ id: undefined, body: { title: 'Kite Shops', status: false, description: '', image: null, parentCategories: ['m2'] } });
    expect(saveCategory.mock.calls[0]?.[0].body).not.toHaveProperty('popular');
    expect(navigate).toHaveBeenCalledWith('/admin-portal/subcategories');
  });

  it('updates a main category in place, with its popular flag, and shows the server’s message on failure', async () => {
    saveCategory.mockRejectedValueOnce(new Error('Operation failed')).mockResolvedValueOnce({ message: 'ok' });
    const category: CategoryDetailResponse = {
      _id: 'c1',
      title: 'Sweets',
      slug: 'sweets',
      hasChild: false,
      level: 'main',
      status: 'active',
      popular: false,
      description: sanitizeRichText('<p>Mithai</p>'),
      image: 'uploads/category/a.png',
      parentId: null,
      parentIds: [],
      parentCategories: [],
      parent: [],
      parentSub: [],
      parentSubSub: [],
    };
    renderForm({ levelKey: 'categories', category });
    await userEvent.click(screen.getByLabelText(/Popular/));
    await userEvent.click(screen.getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Operation failed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Category updated successfully')).toBeTruthy();
    expect(saveCategory.mock.calls[1]?.[0]).toMatchObject({ id: 'c1', body: { title: 'Sweets', status: true, description: '<p>Mithai</p>', image: 'uploads/category/a.png', popular: true } });
    expect(navigate).not.toHaveBeenCalled();
  });
});
