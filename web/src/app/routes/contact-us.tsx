import { Head } from '../../components/ui/head';
import { ContactForm } from '../../features/contact-us/components/contact-form';
import { useT } from '../../i18n';

/** /sb/contact-us: the public contact page (linked from the footer). */
export function ContactUsRoute() {
  const t = useT();
  return (
    <div className="container page contact-page">
      <Head title={t('Contact Us')} description={t('Write to the Sbiz team: questions about listings, corrections, partnerships or feedback.')} />
      <section className="card contact-page__card">
        <h1 id="contact-title" className="card__title">
          {t('Contact Us')}
        </h1>
        <p className="contact-page__intro">{t('Questions about a listing, a correction, or an idea for Sbiz? Write to us and the team will get back to you by email.')}</p>
        <ContactForm />
      </section>
    </div>
  );
}
