import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import * as z from 'zod';
import { ARTICLE_MAX_TAGS, ArticleTagsSchema, SaveArticleSchema, articleMessages, type ArticleResponse } from '@shared/schemas/article';
import { Button } from '../../../components/ui/button';
import { FieldWrapper, FormAlert, InputField, describedBy } from '../../../components/ui/form';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { useToast } from '../../../components/ui/toast';
import { UploadField } from '../../../components/ui/upload-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { apiRoute } from '../../../lib/api-route';
import { useBlogCategories, useSaveArticle } from '../api/articles';
import { useLocale, useT } from '../../../i18n';
import { categoryName } from '@shared/i18n/category-title';

/** The form's values: tags are typed comma-separated and become the API's list on submit. */
const ArticleFormSchema = SaveArticleSchema.extend({
  tags: z
    .string()
    .max(600, articleMessages.tooManyTags)
    .transform((text) =>
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    )
    .pipe(ArticleTagsSchema),
  coverImage: z.string({ error: articleMessages.coverRequired }).min(1, articleMessages.coverRequired).max(512),
});
type ArticleFormInput = z.input<typeof ArticleFormSchema>;
type ArticleFormOutput = z.output<typeof ArticleFormSchema>;

/** The businesses the owner writes for: their active listings. */
function useOwnBusinesses(userId: string) {
  return useQuery({
    queryKey: ['articles', 'businesses', userId],
    queryFn: ({ signal }) =>
      apiRoute('GET /businesses/getUserBusiness', { query: { userId, page: 1, limit: 100 } }, { signal }).then((answer) => answer.data.filter((business) => business.status === 'active')),
  });
}

const defaultsOf = (article: ArticleResponse | undefined, businessId: string): ArticleFormInput => ({
  businessId: article?.business._id ?? businessId,
  title: article?.title ?? '',
  blogCategoryId: article?.blogCategory._id ?? '',
  coverImage: article?.coverImage ?? '',
  body: article?.body ?? '',
  tags: article?.tags.join(', ') ?? '',
  city: article?.cityName.replace(/-/g, ' ') ?? '',
});

/**
 * The article editor (the owner's dashboard): which business it is for,
 * title, blog category, cover (presigned upload), body (tiptap), tags and
 * city. Validated with the API's own schema; the server sanitises the body.
 */
export function ArticleEditor({ userId, article }: { userId: string; article?: ArticleResponse }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const businesses = useOwnBusinesses(userId);
  const categories = useBlogCategories();
  const save = useSaveArticle();
  const form = useForm<ArticleFormInput, unknown, ArticleFormOutput>({ resolver: zodResolver(ArticleFormSchema), mode: 'onTouched', values: defaultsOf(article, businesses.data?.[0]?._id ?? '') });
  const { errors } = form.formState;

  if (businesses.isPending || categories.isPending) return <p role="status">{t('Loading…')}</p>;
  if (!article && !businesses.data?.length) {
    return <p className="empty-state">{t('Add your business first: articles are written for one of your businesses.')}</p>;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ body: { ...values, city: values.city || undefined }, articleId: article?._id });
      toast.show({ message: answer.message });
      void navigate(paths.blog.post.getHref({ slug: answer.data.slug }));
    } catch {
      // The alert below shows the server's message.
    }
  });

  return (
    <form className="form article-editor card" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={save.isError ? errorMessage(save.error) : undefined} />
      <FieldWrapper id="article-business" label={t('Business')} error={errors.businessId} required>
        <select
          id="article-business"
          className="input"
          disabled={Boolean(article)}
          aria-required="true"
          aria-describedby={describedBy('article-business', { error: errors.businessId })}
          {...form.register('businessId')}
        >
          {article && !businesses.data?.some((business) => business._id === article.business._id) && <option value={article.business._id}>{article.business.name}</option>}
          {businesses.data?.map((business) => (
            <option key={business._id} value={business._id}>
              {business.name}
            </option>
          ))}
        </select>
      </FieldWrapper>
      <InputField label={t('Title')} registration={form.register('title')} error={errors.title} required maxLength={150} />
      <FieldWrapper id="article-category" label={t('Blog category')} error={errors.blogCategoryId} required>
        <select id="article-category" className="input" aria-required="true" aria-describedby={describedBy('article-category', { error: errors.blogCategoryId })} {...form.register('blogCategoryId')}>
          <option value="">{t('Select a category')}</option>
          {categories.data?.map((category) => (
            <option key={category._id} value={category._id}>
              {categoryName(category, locale)}
            </option>
          ))}
        </select>
      </FieldWrapper>
      <Controller
        control={form.control}
        name="coverImage"
        render={({ field, fieldState }) => (
          <div className="article-editor__cover">
            <UploadField
              kind="cover"
              label={t('Cover image')}
              shape="wide"
              value={field.value || null}
              onChange={(key) => field.onChange(key ?? '')}
              hint={t('Shown on the blog card and at the top of the article.')}
            />
            {fieldState.error && (
              <p className="field__error" role="alert">
                {fieldState.error.message && t(fieldState.error.message)}
              </p>
            )}
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <FieldWrapper id="article-body" label={t('Article')} error={fieldState.error} required>
            <RichTextEditor
              id="article-body"
              label={t('Article')}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(fieldState.error)}
              describedBy={describedBy('article-body', { error: fieldState.error })}
            />
          </FieldWrapper>
        )}
      />
      <InputField
        label={t('Tags')}
        registration={form.register('tags')}
        error={errors.tags}
        hint={t('Comma-separated, up to {max}: e.g. wedding, catering, pune', { max: String(ARTICLE_MAX_TAGS) })}
      />
      <InputField label={t('City')} registration={form.register('city')} error={errors.city} hint={t("The city the article is about; the business's city when left empty.")} maxLength={80} />
      <div className="form__actions">
        <Button variant="outline" onClick={() => void navigate(paths.dashboard.articles.getHref())}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {article ? t('Update article') : t('Publish article')}
        </Button>
      </div>
    </form>
  );
}
