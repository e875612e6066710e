import { PageHeader } from '../../ui/PageHeader';
import { faqSections } from './event-content';
import { useEventKompetisi } from '../../data/online/use-event-kompetisi';
import { useTitle } from '../../ui/hooks/useTitle';

export function EventFaqPage() {
  useTitle('FAQ');
  // Answers are closed accordions: without the competition they read without dates, then fill in.
  const { data } = useEventKompetisi();
  return (
    <>
      <PageHeader eyebrow="FAQ" title="Pertanyaan yang Sering Diajukan" />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6 sm:py-16">
        {faqSections(data).map((section, s) => (
          <section key={section.title} aria-labelledby={`faq-${s}`}>
            <h2 id={`faq-${s}`} className="mb-4 text-xl font-black">
              {section.title}
            </h2>
            <div className="space-y-2">
              {section.items.map((item) => (
                <details key={item.q} className="collapse-arrow collapse rounded-box bg-base-100 shadow-sm ring-1 ring-base-300">
                  <summary className="collapse-title font-semibold">{item.q}</summary>
                  <div className="collapse-content text-sm text-base-content/85">
                    <p>{item.a}</p>
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
