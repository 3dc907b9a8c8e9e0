/** The site footer: for now the copyright line (link groups come from the server later). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>© {year} Sbiz. All rights reserved.</p>
        <p className="site-footer__note">Made for local businesses across India</p>
      </div>
    </footer>
  );
}
