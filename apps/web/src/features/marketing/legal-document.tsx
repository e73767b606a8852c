import { marketingMessages } from '../../messages/marketing-messages.ts';

/** One numbered section of a legal document. */
export interface LegalSection {
  /** Anchor id (kebab-case, unique in the document). */
  id: string;
  /** The section's `h2`. */
  title: string;
  /** Paragraphs before the list. */
  paragraphs?: readonly string[];
  /** A bulleted list. */
  items?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
}

/** A legal document: privacy notice, cookie policy or terms of service. */
export interface LegalDocument {
  /** The page's `h1`. */
  title: string;
  /** Date of the last change, as shown (e.g. '22 de noviembre de 2026'). */
  updated: string;
  /** Opening paragraphs. */
  intro: readonly string[];
  /** The numbered sections. */
  sections: readonly LegalSection[];
}

/**
 * Renders a {@link LegalDocument}: `h1`, date of the last update, a table of
 * contents (`nav`) with links to every section, then the sections (`h2`)
 * with their paragraphs and lists, in a readable measure.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const t = marketingMessages.legal;
  return (
    <article
      data-slot="legal-document"
      className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 lg:px-8"
    >
      <header className="grid gap-3">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{document.title}</h1>
        <p className="text-sm text-muted-foreground">{t.lastUpdated(document.updated)}</p>
        {document.intro.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed">
            {paragraph}
          </p>
        ))}
      </header>
      <nav
        aria-labelledby="legal-contenido"
        className="rounded-lg border border-border bg-muted p-5"
      >
        <h2 id="legal-contenido" className="mb-3 text-base font-semibold">
          {t.contents}
        </h2>
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-titulo`}
          className="grid scroll-mt-20 gap-3"
        >
          <h2 id={`${section.id}-titulo`} className="text-2xl font-semibold tracking-tight">
            {`${index + 1}. ${section.title}`}
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="grid list-disc gap-2 pl-6 leading-relaxed">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p>
        <a
          href="#contenido"
          className="rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t.backToTop}
        </a>
      </p>
    </article>
  );
}
