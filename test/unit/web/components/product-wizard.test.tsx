// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageUnder } from './dashboard-harness';
import { basmati, CATEGORY_SEARCH, renderProductWizard, savedProduct, shreeSagar } from './render-product-wizard';

const addProduct = vi.fn();
const updateProduct = vi.fn();
vi.mock('../../../../web/src/features/products/api/product', async (original) => ({
  ...(await original<object>()),
  addProduct: (input: unknown) => addProduct(input),
  updateProduct: (id: string, input: unknown) => updateProduct(id, input),
}));
// An upload answers its key at once.
vi.mock('../../../../web/src/lib/upload', async (original) => ({
  ...(await original<object>()),
  uploadFile: (_kind: string, file: File) => Promise.resolve(`uploads/product-image/u-seller/${file.name}`),
}));
// The rich-text editor (ProseMirror) needs a real browser's selection; a textarea stands in for it with the same name.
vi.mock('../../../../web/src/components/ui/rich-text-editor', async () => ({ RichTextEditor: (await import('./dashboard-harness')).RichTextEditorStandIn }));

afterEach(() => {
  cleanup();
  addProduct.mockReset();
  updateProduct.mockReset();
});

const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name: new RegExp(`^${name}`) }));
const submit = (name = 'Submit Product') => userEvent.click(screen.getByRole('button', { name }));
/** The Images tab's file input (its label's count changes as images arrive). */
const imagesInput = () => document.getElementById('product-images')!;
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

const summaryItems = () => [...screen.getByRole('alert', { name: /Please fix/ }).querySelectorAll('li')].map((item) => item.textContent);

async function fillBasics() {
  await userEvent.type(await screen.findByRole('textbox', { name: /Product name/ }), 'Zafrani 1121 Basmati Rice');
  await userEvent.type(screen.getByRole('textbox', { name: /Short description/ }), 'Aged two years, long grain.');
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Extra-long 1121 basmati from Haryana.');
}

describe('the product wizard: nine tabs over one react-hook-form state (issue #26 §4)', () => {
  it('keeps what each tab entered when the seller moves between tabs, and marks the tabs complete', async () => {
    renderProductWizard();
    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Shree Sagar Veg Restaurant/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Price/ }), '1499');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Discount' }), 'DIWALI10 · 10% Off');

    await openTab('Basic Info');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Product name/ }).value).toBe('Zafrani 1121 Basmati Rice');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' }).value).toBe('Extra-long 1121 basmati from Haryana.');
    await openTab('Business');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Shree Sagar Veg Restaurant/ }).checked).toBe(true);
    expect(screen.getByText(`Selected: ${shreeSagar.name}`)).toBeTruthy();
    await openTab('Pricing');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: /Price/ }).value).toBe('1499');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Discount' }).value).toBe('d-diwali');
    for (const name of ['Basic Info', 'Business', 'Pricing']) expect(screen.getByRole('tab', { name: new RegExp(`^${name}`) }).className).toContain('wizard-tab--complete');
    expect(screen.getByRole('tab', { name: /^Images/ }).className).toContain('wizard-tab--incomplete');

    // Enter in a step's only field does not send the product half-filled.
    await openTab('Category');
    await userEvent.type(screen.getByRole('textbox', { name: /Product categories/ }), `${CATEGORY_SEARCH}{Enter}`);
    await screen.findByRole('button', { name: basmati.title });
    expect(screen.queryByRole('alert', { name: /Please fix/ })).toBeNull();
  }, 30_000);

  it("shows a refused save's messages under their fields, and clears each once the seller fixes it", async () => {
    renderProductWizard();
    await openTab('SEO');
    await submit();
    // Without an image, that is all a save says (and the toast asks for one).
    expect(await screen.findByText('Please upload at least one image')).toBeTruthy();
    expect(summaryItems()).toEqual(['Images: At least one image is required']);
    await openTab('Images');
    const images = imagesInput();
    expect(messageUnder(images)).toBe('At least one image is required');
    expect(images.getAttribute('aria-invalid')).toBe('true');

    await userEvent.upload(images, png('front.png'));
    await waitFor(() => expect(messageUnder(imagesInput())).toBeUndefined());
    // With an image, the schema's own checks show under the fields they name.
    await openTab('Basic Info');
    const title = screen.getByRole('textbox', { name: /Product name/ });
    expect(messageUnder(title)).toBe('Product name is required');
    await userEvent.type(title, 'Zafrani 1121 Basmati Rice');
    await waitFor(() => expect(messageUnder(title)).toBeUndefined());
    expect(title.getAttribute('aria-invalid')).toBeNull();
    await openTab('Category');
    expect(messageUnder(screen.getByRole('textbox', { name: /Product categories/ }))).toBe('At least one product category is required');
  }, 30_000);

  it('refuses a save the shared schema refuses: the summary lists every problem by tab, and nothing is sent', async () => {
    renderProductWizard();
    await openTab('Images');
    await userEvent.upload(imagesInput(), png('front.png'));
    await screen.findByRole('img', { name: 'Product image 1' });
    await openTab('Basic Info');
    await userEvent.type(screen.getByRole('textbox', { name: /Product name/ }), 'Zafrani 1121 Basmati Rice');
    await openTab('SEO');
    await submit();

    await waitFor(() =>
      expect(summaryItems()).toEqual([
        'Basic Info: Short description is required',
        'Basic Info: Description is required',
        'Business: Please select a business',
        'Pricing: Price is required',
        'Category: At least one product category is required',
      ]),
    );
    expect(addProduct).not.toHaveBeenCalled();
    // A summary link opens its tab at the field.
    await userEvent.click(screen.getByRole('link', { name: 'Pricing: Price is required' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('product-price'));
    expect(messageUnder(screen.getByRole('spinbutton', { name: /Price/ }))).toBe('Price is required');
  }, 30_000);

  it('creates the product with what the nine tabs hold, as the API parses it', async () => {
    addProduct.mockResolvedValue({ data: { _id: 'p-new' } });
    renderProductWizard();
    await fillBasics();
    await openTab('Business');
    await userEvent.click(screen.getByRole('radio', { name: /Shree Sagar Veg Restaurant/ }));
    await openTab('Pricing');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Price/ }), '1499.5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Discount' }), 'DIWALI10 · 10% Off');
    await openTab('Images');
    await userEvent.upload(imagesInput(), [png('front.png'), png('back.png')]);
    await screen.findByText('Images (2/10)');
    await openTab('Category');
    await userEvent.type(screen.getByRole('textbox', { name: /Product categories/ }), CATEGORY_SEARCH);
    await userEvent.click(await screen.findByRole('button', { name: basmati.title }));
    await openTab('Specifications');
    await userEvent.type(screen.getByRole('textbox', { name: 'Brand Name' }), 'Sagar');
    await openTab('More Specifications');
    await userEvent.click(screen.getByRole('button', { name: 'Add specification' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add specification' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title 1' }), 'Grain length');
    await userEvent.type(screen.getByRole('textbox', { name: 'Value 1' }), '8.3 mm');
    await openTab('SEO');
    await userEvent.type(screen.getByRole('textbox', { name: 'SEO title' }), '  Zafrani Basmati in Pune  ');
    await submit();

    await waitFor(() => expect(addProduct).toHaveBeenCalledTimes(1));
    expect(addProduct.mock.calls[0]![0]).toEqual({
      title: 'Zafrani 1121 Basmati Rice',
      shortDescription: 'Aged two years, long grain.',
      productDescription: 'Extra-long 1121 basmati from Haryana.',
      businesses: [{ businessId: shreeSagar._id, cityName: shreeSagar.cityName }],
      price: 1499.5,
      units: 'per unit',
      outOfStock: false,
      images: ['uploads/product-image/u-seller/front.png', 'uploads/product-image/u-seller/back.png'],
      documents: [],
      productCategory: [basmati._id],
      specifications: { brandName: 'Sagar' },
      // The empty second row is not sent; text is trimmed.
      extraSpecifications: [{ title: 'Grain length', value: '8.3 mm' }],
      seoTitle: 'Zafrani Basmati in Pune',
      discount: 'd-diwali',
    });
    expect(await screen.findByText('Product has been created successfully.')).toBeTruthy();
  }, 30_000);

  it('updates a product without its short description, and shows a refusal of the API under the name', async () => {
    updateProduct.mockRejectedValue(new Error('Product name already used by this business'));
    renderProductWizard(savedProduct._id);
    await openTab('SEO');
    await submit('Update Product');

    await waitFor(() => expect(updateProduct).toHaveBeenCalledTimes(1));
    const [id, body] = updateProduct.mock.calls[0]!;
    expect(id).toBe(savedProduct._id);
    expect(body).not.toHaveProperty('shortDescription');
    expect(body).toMatchObject({ title: savedProduct.title, price: 1499, units: 'Kilogram', productCategory: [basmati._id], discount: '' });
    expect(await screen.findByText('Failed to update product. Please try again.')).toBeTruthy();
    await waitFor(() => expect(summaryItems()).toEqual(['SEO: Product name already used by this business']));
    await openTab('Basic Info');
    expect(messageUnder(screen.getByRole('textbox', { name: /Product name/ }))).toBe('Product name already used by this business');
  }, 30_000);
});
