import { documentTitle, metaDescription } from '@shared/seo/head';

interface HeadProps {
  /** The page's own title; the site name is appended. */
  title?: string;
  description?: string;
}

/** Sets the document title and description (React hoists them into <head>), cut to what search results show. */
export function Head({ title, description }: HeadProps) {
  return (
    <>
      <title>{documentTitle(title)}</title>
      {description && <meta name="description" content={metaDescription(description)} />}
    </>
  );
}
