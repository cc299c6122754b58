// Celengan's contact details (namespace `about`: email, hours, address, the complaint route), the
// one set the about page and the priority page both show, under a heading and intro of the page's own.
import { useT } from '~/lib/use-t';

export function ContactCard({ title, body }: { title: string; body: string }) {
  const { t } = useT('about');
  const email = t('contact.email');
  return (
    <section id="kontak" aria-labelledby="contact-title" className="card">
      <h2 id="contact-title" className="text-xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">{body}</p>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="text-ink-subtle">{t('contact.emailLabel')}</dt>
          <dd className="mt-0.5">
            <a href={`mailto:${email}`} className="inline-flex min-h-6 items-center font-semibold text-brand underline-offset-2 hover:underline">
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-ink-subtle">{t('contact.hoursLabel')}</dt>
          <dd className="mt-0.5 font-medium text-ink">{t('contact.hours')}</dd>
        </div>
        <div>
          <dt className="text-ink-subtle">{t('contact.addressLabel')}</dt>
          <dd className="mt-0.5 font-medium text-ink">{t('contact.address')}</dd>
        </div>
      </dl>
      <p className="mt-4 border-t border-line pt-4 text-sm leading-relaxed text-ink-muted">{t('contact.complaint')}</p>
    </section>
  );
}
