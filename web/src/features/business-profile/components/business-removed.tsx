/** What a suspended listing shows instead of its profile (spec 1 §2). */
export function BusinessRemoved() {
  return (
    <section className="status-page" aria-labelledby="removed-title">
      <p className="status-page__eyebrow">Business Removed</p>
      <h1 id="removed-title" className="status-page__title">
        No Longer Operating
      </h1>
      <p className="status-page__text">We regret to inform you that this business is no longer in operation.</p>
    </section>
  );
}
