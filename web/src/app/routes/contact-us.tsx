import { Head } from '../../components/ui/head';
import { ContactForm } from '../../features/contact-us/components/contact-form';

/** /sb/contact-us: the public contact page (linked from the footer). */
export function ContactUsRoute() {
  return (
    <div className="container page contact-page">
      <Head title="Contact Us" description="Write to the Sbiz team: questions about listings, corrections, partnerships or feedback." />
      <section className="card contact-page__card">
        <h1 id="contact-title" className="card__title">
          Contact Us
        </h1>
        <p className="contact-page__intro">Questions about a listing, a correction, or an idea for Sbiz? Write to us and the team will get back to you by email.</p>
        <ContactForm />
      </section>
    </div>
  );
}
