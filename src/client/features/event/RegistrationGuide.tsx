import { REGISTRATION_STEPS } from './event-content';

export function RegistrationGuide() {
  return (
    <section className="bg-base-100 px-6 py-16 sm:py-20" aria-labelledby="panduan-title">
      <div className="mx-auto max-w-6xl">
        <p className="text-center text-xs font-bold tracking-[0.25em] text-primary uppercase">Panduan</p>
        <h2 id="panduan-title" className="mt-2 text-center text-3xl font-black tracking-tight">
          4 Langkah Pendaftaran
        </h2>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REGISTRATION_STEPS.map((step, i) => (
            <li key={step.title} className="relative rounded-box bg-base-200 p-6 pt-10">
              <span className="absolute -top-5 left-6 grid size-11 place-items-center rounded-full bg-primary text-lg font-black text-white shadow-lg">
                {i + 1}
              </span>
              <h3 className="text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-sm text-base-content/80">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
