import { describe, expect, it } from 'vitest';
import { CategoryInputSchema, CategoryUpdateSchema, SubCategoryUpdateSchema } from '../../../../shared/schemas/taxonomy';

describe('the admin category forms’ Hindi fields (issue #28)', () => {
  it('takes a Hindi title and description when adding, trimmed, and none when left blank', () => {
    expect(CategoryInputSchema.parse({ title: 'Tailors', titleHi: '  दर्ज़ी ', descriptionHi: '<p>सिलाई</p>' })).toMatchObject({ titleHi: 'दर्ज़ी', descriptionHi: '<p>सिलाई</p>' });
    const blank = CategoryInputSchema.parse({ title: 'Tailors', titleHi: '   ', descriptionHi: ' ' });
    expect(blank.titleHi).toBeUndefined();
    expect(blank.descriptionHi).toBeUndefined();
    expect(CategoryInputSchema.parse({ title: 'Tailors' }).titleHi).toBeUndefined();
  });

  it('on an update, keeps what is left out and removes what is sent blank or null', () => {
    expect(CategoryUpdateSchema.parse({}).titleHi).toBeUndefined();
    expect(CategoryUpdateSchema.parse({ titleHi: 'दर्ज़ी' }).titleHi).toBe('दर्ज़ी');
    expect(CategoryUpdateSchema.parse({ titleHi: '' }).titleHi).toBeNull();
    expect(CategoryUpdateSchema.parse({ titleHi: null, descriptionHi: '  ' })).toMatchObject({ titleHi: null, descriptionHi: null });
    expect(SubCategoryUpdateSchema.parse({ titleHi: 'लेडीज़ टेलर' }).titleHi).toBe('लेडीज़ टेलर');
  });

  it('refuses a Hindi title over 120 characters, or one that is not text', () => {
    const long = CategoryInputSchema.safeParse({ title: 'Tailors', titleHi: 'क'.repeat(121) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('Hindi title must be at most 120 characters');
    expect(CategoryInputSchema.safeParse({ title: 'Tailors', titleHi: 'क'.repeat(120) }).success).toBe(true);
    expect(CategoryUpdateSchema.safeParse({ titleHi: 7 }).error?.issues[0]?.message).toBe('titleHi must be text');
    expect(CategoryUpdateSchema.safeParse({ descriptionHi: 'क'.repeat(20_001) }).error?.issues[0]?.message).toBe('Hindi description is too long');
  });
});
