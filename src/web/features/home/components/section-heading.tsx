interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
}

/** The centred <h2> and sub-heading that open every home page section. */
export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
    </div>
  );
}
