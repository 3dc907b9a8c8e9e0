import { describe, expect, it } from 'vitest';
import { categoryDescription, categoryName, categoryTitle, suggestionCategory } from '../../../../shared/i18n/category-title';

describe('categoryTitle', () => {
  it('shows the Hindi title on Hindi pages, the English one on English pages', () => {
    const tailors = { title: 'Tailors', titleHi: 'दर्ज़ी' };
    expect(categoryTitle(tailors, 'hi')).toBe('दर्ज़ी');
    expect(categoryTitle(tailors, 'en')).toBe('Tailors');
  });

  it('falls back to the English title where there is no Hindi one', () => {
    expect(categoryTitle({ title: 'Tailors' }, 'hi')).toBe('Tailors');
    expect(categoryTitle({ title: 'Tailors', titleHi: '' }, 'hi')).toBe('Tailors');
    expect(categoryTitle({ title: 'Tailors', titleHi: '  ' }, 'hi')).toBe('Tailors');
    expect(categoryTitle({ title: 'Tailors', titleHi: null }, 'hi')).toBe('Tailors');
  });

  it('does the same for event categories’ names and categories’ descriptions', () => {
    expect(categoryName({ name: 'Concerts', nameHi: 'कॉन्सर्ट' }, 'hi')).toBe('कॉन्सर्ट');
    expect(categoryName({ name: 'Concerts' }, 'hi')).toBe('Concerts');
    expect(categoryName({ name: 'Concerts', nameHi: 'कॉन्सर्ट' }, 'en')).toBe('Concerts');
    expect(categoryDescription({ description: '<p>Gyms</p>', descriptionHi: '<p>जिम</p>' }, 'hi')).toBe('<p>जिम</p>');
    expect(categoryDescription({ description: '<p>Gyms</p>' }, 'hi')).toBe('<p>Gyms</p>');
    expect(categoryDescription({}, 'en')).toBeUndefined();
  });

  it('picks a search suggestion’s Hindi category on Hindi pages', () => {
    expect(suggestionCategory({ category: 'Salons', categoryHi: 'सैलून' }, 'hi')).toBe('सैलून');
    expect(suggestionCategory({ category: 'Salons', categoryHi: 'सैलून' }, 'en')).toBe('Salons');
    expect(suggestionCategory({ category: 'Salons' }, 'hi')).toBe('Salons');
    expect(suggestionCategory({}, 'hi')).toBeUndefined();
  });
});
