interface HeadProps {
  /** The page's own title; the site name is appended. */
  title?: string;
  description?: string;
}

/** Sets the document title and description (React hoists them into <head>). */
export function Head({ title, description }: HeadProps) {
  return (
    <>
      <title>{title ? `${title} | Sbiz` : 'Sbiz: Find trusted local businesses in India'}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
