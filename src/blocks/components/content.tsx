import { Check, FileText, Info, Quote, Star, TriangleAlert, CircleCheck } from "lucide-react";
import { Illustration, Pattern } from "@/components/decor";
import { Icon } from "@/components/icons/icon";
import { RichText } from "@/components/rich-text";
import { ButtonLink, Section, SmartLink } from "@/components/ui";
import { formatCents } from "@/lib/format";
import { gridColumns } from "@/lib/grid";
import { siteHref } from "@/lib/links";
import { SiteImage } from "@/modules/media/components/site-image";
import type { BlockComponentProps as Props } from "../context";

/** The layout's widths for a picture in one of two columns of the 6xl container. */
const HALF_WIDTH = "(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw";

export function HeroBlock({ props, ctx }: Props<"hero">) {
  const { site } = ctx;
  const Heading = ctx.asH1 ? "h1" : "h2";
  const overImage = props.variant === "fullBleed" && props.image !== undefined;
  const inverse = props.variant === "banner" || overImage;
  const actions = props.actions.length > 0 && (
    <div className={`mt-8 flex flex-wrap gap-3 ${props.variant === "centered" ? "justify-center" : ""}`}>
      {props.actions.map((a) => (
        <ButtonLink key={a.label} href={siteHref(site.slug, a.href)} variant={inverse ? (a.variant === "primary" ? "inverse" : "secondary") : a.variant} className={inverse && a.variant === "secondary" ? (overImage ? "border-white text-white hover:bg-transparent" : "border-on-primary text-on-primary hover:bg-transparent") : ""}>
          {a.label}
        </ButtonLink>
      ))}
    </div>
  );
  const text = (
    <>
      {props.eyebrow && <p className={`mb-4 text-sm font-semibold tracking-wider uppercase ${inverse ? "" : "text-primary"}`}>{props.eyebrow}</p>}
      <Heading className="font-heading text-4xl font-bold tracking-tight sm:text-5xl md:text-6xl">{props.heading}</Heading>
      {props.body && <p className={`mt-6 text-lg md:text-xl ${inverse ? "" : "text-muted"}`}>{props.body}</p>}
      {actions}
    </>
  );

  if (overImage) {
    // White text on at least 60% black over any photograph: 5.7:1 even where the picture is pure white.
    return (
      <section className="relative isolate flex min-h-[28rem] items-end overflow-hidden bg-black text-white md:min-h-[36rem]">
        <SiteImage site={site} image={props.image!} priority={ctx.asH1} sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/60 to-black/60" />
        <div className="relative mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-24">
          <div className="max-w-3xl">{text}</div>
        </div>
      </section>
    );
  }
  if (props.variant === "banner" || props.variant === "fullBleed") {
    return (
      <section className="relative isolate overflow-hidden bg-primary text-on-primary">
        <Pattern kind={site.theme.pattern} id={ctx.id} className="opacity-10" />
        <div className="relative mx-auto max-w-6xl px-4 py-20 sm:px-6 md:py-28">
          <div className="max-w-3xl">{text}</div>
        </div>
      </section>
    );
  }
  if (props.variant === "centered") {
    return (
      <section className="relative isolate overflow-hidden bg-surface">
        <Pattern kind={site.theme.pattern} id={ctx.id} className="text-primary opacity-10" />
        <div className="relative mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 md:py-28">
          {props.illustration && !props.image && (
            <span aria-hidden="true" className="mx-auto mb-8 flex h-20 w-20 items-center justify-center rounded-full bg-primary text-on-primary">
              <Icon name={props.illustration} size={40} />
            </span>
          )}
          {text}
          {props.image && (
            <div className="mt-12 overflow-hidden rounded-site shadow-lg">
              <SiteImage site={site} image={props.image} priority={ctx.asH1} sizes="(min-width: 896px) 848px, 100vw" className="aspect-[16/9] h-auto w-full object-cover" />
            </div>
          )}
        </div>
      </section>
    );
  }
  return (
    <section className="relative isolate overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        <div>{text}</div>
        {props.image ? (
          <div className="overflow-hidden rounded-site shadow-lg">
            <SiteImage site={site} image={props.image} priority={ctx.asH1} sizes={HALF_WIDTH} className="aspect-[4/3] h-auto w-full object-cover" />
          </div>
        ) : (
          props.illustration && <Illustration icon={props.illustration} pattern={site.theme.pattern} id={ctx.id} />
        )}
      </div>
    </section>
  );
}

export function RichTextBlock({ props, ctx }: Props<"richText">) {
  return (
    <div className={`mx-auto px-4 py-10 sm:px-6 md:py-14 ${props.width === "wide" ? "max-w-6xl" : "max-w-3xl"}`}>
      <RichText doc={props.doc} siteSlug={ctx.site.slug} className="text-lg" />
    </div>
  );
}

export function SplitBlock({ props, ctx }: Props<"split">) {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20" aria-labelledby={`${ctx.id}-h`}>
      <div className={props.reverse ? "md:order-2" : ""}>
        {props.eyebrow && <p className="mb-3 text-sm font-semibold tracking-wider text-primary uppercase">{props.eyebrow}</p>}
        <h2 id={`${ctx.id}-h`} className="font-heading text-3xl font-bold tracking-tight md:text-4xl">
          {props.heading}
        </h2>
        <RichText doc={props.body} siteSlug={ctx.site.slug} className="mt-5 text-lg" />
        {props.action && (
          <div className="mt-8">
            <ButtonLink href={siteHref(ctx.site.slug, props.action.href)} variant={props.action.variant}>
              {props.action.label}
            </ButtonLink>
          </div>
        )}
      </div>
      {props.image ? (
        <div className={`overflow-hidden rounded-site ${props.reverse ? "md:order-1" : ""}`}>
          <SiteImage site={ctx.site} image={props.image} sizes={HALF_WIDTH} className="aspect-[4/3] h-auto w-full object-cover" />
        </div>
      ) : (
        props.illustration && <Illustration icon={props.illustration} pattern={ctx.site.theme.pattern} id={ctx.id} className={props.reverse ? "md:order-1" : ""} />
      )}
    </section>
  );
}

export function FeaturesBlock({ props, ctx }: Props<"features">) {
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <ul className={`grid gap-6 ${gridColumns(props.items.length, props.columns)}`}>
        {props.items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-site border border-line bg-page p-6 shadow-sm">
            {item.icon && (
              <span aria-hidden="true" className="mb-4 flex h-12 w-12 items-center justify-center rounded-site bg-primary text-on-primary">
                <Icon name={item.icon} size={24} />
              </span>
            )}
            <h3 className="font-heading text-xl font-bold">{item.title}</h3>
            <p className="mt-2 flex-1 text-muted">{item.body}</p>
            {item.href && (
              <SmartLink href={siteHref(ctx.site.slug, item.href)} className="mt-4 font-semibold text-primary underline underline-offset-2">
                {item.linkLabel ?? `More about ${item.title.toLowerCase()}`}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function StepsBlock({ props, ctx }: Props<"steps">) {
  return (
    <Section heading={props.heading} intro={props.intro} tone="surface" headingId={`${ctx.id}-h`}>
      <ol className={`grid gap-6 ${gridColumns(props.items.length)}`}>
        {props.items.map((step, i) => (
          <li key={step.title} className="relative rounded-site bg-page p-6 shadow-sm">
            <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-primary font-heading text-lg font-bold text-on-primary">
              {i + 1}
            </span>
            <h3 className="mt-4 font-heading text-lg font-bold">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function StatsBlock({ props, ctx }: Props<"stats">) {
  return (
    <section className="bg-primary text-on-primary" aria-labelledby={props.heading ? `${ctx.id}-h` : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        {props.heading && (
          <h2 id={`${ctx.id}-h`} className="mb-8 font-heading text-2xl font-bold">
            {props.heading}
          </h2>
        )}
        <dl className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {props.items.map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="mt-1">{s.label}</dt>
              <dd className="font-heading text-4xl font-bold">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function CtaBlock({ props, ctx }: Props<"cta">) {
  return (
    <section className="px-4 py-14 sm:px-6" aria-labelledby={`${ctx.id}-h`}>
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-site bg-primary px-6 py-12 text-on-primary md:px-12">
        <Pattern kind={ctx.site.theme.pattern} id={ctx.id} className="opacity-10" />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id={`${ctx.id}-h`} className="font-heading text-3xl font-bold">
              {props.heading}
            </h2>
            {props.body && <p className="mt-3 text-lg">{props.body}</p>}
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={siteHref(ctx.site.slug, props.action.href)} variant="inverse">
              {props.action.label}
            </ButtonLink>
            {props.secondary && (
              <ButtonLink href={siteHref(ctx.site.slug, props.secondary.href)} variant="secondary" className="border-on-primary text-on-primary hover:bg-transparent">
                {props.secondary.label}
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

export function FaqBlock({ props, ctx }: Props<"faq">) {
  return (
    <Section heading={props.heading} width="narrow" headingId={`${ctx.id}-h`}>
      <div className="divide-y divide-line rounded-site border border-line">
        {props.items.map((item) => (
          <details key={item.question} className="group p-5">
            <summary className="flex items-start justify-between gap-4 font-heading text-lg font-semibold">
              {item.question}
              <span aria-hidden="true" className="mt-1 text-primary transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

export function TestimonialsBlock({ props, ctx }: Props<"testimonials">) {
  return (
    <Section heading={props.heading} intro={props.intro} tone="surface" headingId={`${ctx.id}-h`}>
      <ul className={`grid gap-6 ${gridColumns(props.items.length)}`}>
        {props.items.map((t) => (
          <li key={t.name + t.quote.slice(0, 20)}>
            <figure className="flex h-full flex-col rounded-site bg-page p-6 shadow-sm">
              <Quote aria-hidden="true" className="text-accent" size={28} />
              {t.rating && (
                <p className="mt-3 flex gap-0.5 text-primary" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} aria-hidden="true" size={18} fill={i < t.rating! ? "currentColor" : "none"} />
                  ))}
                </p>
              )}
              <blockquote className="mt-3 flex-1 text-lg">{t.quote}</blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                {t.portrait && (
                  <span className="w-12 shrink-0 overflow-hidden rounded-full">
                    <SiteImage site={ctx.site} image={t.portrait} sizes="48px" className="aspect-square h-auto w-full object-cover" />
                  </span>
                )}
                <span>
                  <span className="font-semibold">{t.name}</span>
                  {t.detail && <span className="block text-sm text-muted">{t.detail}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PricingBlock({ props, ctx }: Props<"pricing">) {
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <ul className={`grid gap-6 ${gridColumns(props.plans.length)}`}>
        {props.plans.map((plan) => (
          <li key={plan.name} className={`flex flex-col rounded-site border p-7 ${plan.highlighted ? "border-primary border-2 shadow-lg" : "border-line"}`}>
            {plan.badge && <p className="mb-3 self-start rounded-full bg-primary px-3 py-1 text-xs font-bold tracking-wide text-on-primary uppercase">{plan.badge}</p>}
            <h3 className="font-heading text-xl font-bold">{plan.name}</h3>
            <p className="mt-3">
              <span className="amount font-heading text-3xl font-bold sm:text-4xl">{plan.price}</span>
              {plan.period && <span className="ml-1 text-muted">{plan.period}</span>}
            </p>
            {plan.description && <p className="mt-3 text-muted">{plan.description}</p>}
            {plan.features.length > 0 && (
              <ul className="mt-5 flex-1 space-y-2">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-primary" />
                    {f}
                  </li>
                ))}
              </ul>
            )}
            {plan.action && (
              <ButtonLink href={siteHref(ctx.site.slug, plan.action.href)} variant={plan.highlighted ? "primary" : "secondary"} className="mt-6">
                {plan.action.label}
              </ButtonLink>
            )}
          </li>
        ))}
      </ul>
      {props.note && <p className="mt-6 text-sm text-muted">{props.note}</p>}
    </Section>
  );
}

export function MenuBlock({ props, ctx }: Props<"menu">) {
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <div className="grid gap-12 md:grid-cols-2">
        {props.sections.map((section) => (
          <section key={section.name} aria-label={section.name}>
            <h3 className="border-b-2 border-primary pb-2 font-heading text-2xl font-bold">{section.name}</h3>
            {section.description && <p className="mt-2 text-muted">{section.description}</p>}
            <ul className="mt-4 space-y-4">
              {section.items.map((item) => (
                <li key={item.name} className={item.image ? "flex gap-4" : undefined}>
                  {item.image && (
                    <div className="w-20 shrink-0 overflow-hidden rounded-site sm:w-24">
                      <SiteImage site={ctx.site} image={item.image} sizes="96px" className="aspect-square h-auto w-full object-cover" />
                    </div>
                  )}
                  <div className={item.image ? "min-w-0 flex-1" : undefined}>
                    <div className="flex items-baseline gap-3">
                      <span className="font-semibold">{item.name}</span>
                      <span aria-hidden="true" className="flex-1 border-b border-dotted border-line" />
                      <span className="amount font-semibold">{formatCents(item.priceCents)}</span>
                    </div>
                    {item.description && <p className="text-sm text-muted">{item.description}</p>}
                    {item.tags.length > 0 && (
                      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Dietary notes">
                        {item.tags.map((tag) => (
                          <li key={tag} className="rounded-full border border-line px-2 text-xs text-muted">
                            {tag}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}

export function LinkListBlock({ props, ctx }: Props<"linkList">) {
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <ul className="grid gap-4 md:grid-cols-2">
        {props.items.map((item) => (
          <li key={item.title + item.href}>
            <SmartLink href={siteHref(ctx.site.slug, item.href)} className="group block h-full rounded-site border border-line p-5 transition hover:border-primary hover:shadow-md">
              <span className="font-heading text-lg font-bold text-primary underline-offset-2 group-hover:underline">{item.title} →</span>
              {item.description && <span className="mt-1 block text-muted">{item.description}</span>}
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function DocumentsBlock({ props, ctx }: Props<"documents">) {
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <ul className="divide-y divide-line rounded-site border border-line">
        {props.items.map((doc) => (
          <li key={doc.title} className="flex gap-4 p-5">
            <FileText aria-hidden="true" className="mt-1 shrink-0 text-primary" size={24} />
            <div>
              <h3 className="font-heading text-lg font-bold">
                {doc.href ? (
                  <SmartLink href={siteHref(ctx.site.slug, doc.href)} className="text-primary underline underline-offset-2">
                    {doc.title}
                  </SmartLink>
                ) : (
                  doc.title
                )}
              </h3>
              {doc.meta && <p className="text-sm font-medium text-muted">{doc.meta}</p>}
              {doc.description && <p className="mt-1 text-muted">{doc.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const NOTICE_ICONS = { info: Info, warning: TriangleAlert, success: CircleCheck } as const;

export function NoticeBlock({ props }: Props<"notice">) {
  const IconComponent = NOTICE_ICONS[props.tone];
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
      <div role={props.tone === "warning" ? "note" : undefined} className="flex gap-4 rounded-site border-l-4 border-primary bg-surface p-5">
        <IconComponent aria-hidden="true" className="mt-0.5 shrink-0 text-primary" size={24} />
        <div>
          <h2 className="font-heading text-lg font-bold">{props.heading}</h2>
          <p className="mt-1">{props.body}</p>
        </div>
      </div>
    </div>
  );
}

export function LogoCloudBlock({ props, ctx }: Props<"logoCloud">) {
  return (
    <Section heading={props.heading} headingId={`${ctx.id}-h`}>
      {props.logos.length > 0 && (
        <ul className="grid grid-cols-2 items-center gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {props.logos.map((logo) => (
            <li key={logo.name} className="flex items-center justify-center rounded-site border border-line bg-white p-4">
              <SiteImage site={ctx.site} image={logo.image} sizes="240px" className="h-16 w-auto max-w-full object-contain" />
            </li>
          ))}
        </ul>
      )}
      {props.items.length > 0 && (
        <ul className={`flex flex-wrap gap-3 ${props.logos.length ? "mt-6" : ""}`}>
          {props.items.map((name) => (
            <li key={name} className="rounded-site border border-line bg-surface px-5 py-3 font-heading font-semibold">
              {name}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
