import { FileText, Info, Quote, Star, TriangleAlert, CircleCheck } from "lucide-react";
import { Illustration, Pattern } from "@/components/decor";
import { Icon } from "@/components/icons/icon";
import { RichText } from "@/components/rich-text";
import { ButtonLink, CheckList, ItemHeading, Section, SmartLink } from "@/components/ui";
import { formatCents } from "@/lib/format";
import { gridColumns } from "@/lib/grid";
import { siteHref } from "@/lib/links";
import { inSeason, seasonNote } from "@/lib/seasons";
import { dateIn } from "@/lib/time";
import { SiteImage } from "@/modules/media/components/site-image";
import type { BlockComponentProps as Props } from "../context";
import { zoneOf } from "@/modules/sites/calendar";
import { siteMenu } from "@/modules/menus/queries";
import { DishLabels } from "@/modules/menus/components/dish-labels";
import { menuShown } from "@/modules/menus/schema";
import { now as clockNow } from "@/lib/clock";

/** The layout's widths for a picture in one of two columns of the 6xl container. */
const HALF_WIDTH = "(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw";

export function HeroBlock({ props, ctx }: Props<"hero">) {
  const { site } = ctx;
  const Heading = ctx.asH1 ? "h1" : "h2";
  const overImage = props.variant === "fullBleed" && props.image !== undefined;
  // A full-bleed banner without its picture is drawn on the main colour, as a banner is: its words take the colour on it.
  const inverse = props.variant === "banner" || props.variant === "fullBleed";
  const actions = props.actions.length > 0 && (
    <div className={`mt-8 flex flex-wrap gap-3 ${props.variant === "centered" ? "justify-center" : ""}`}>
      {props.actions.map((a) => (
        <ButtonLink
          key={a.label}
          href={siteHref(site.slug, a.href)}
          variant={!inverse ? a.variant : a.variant === "primary" ? "inverse" : overImage ? "onImage" : "onColor"}
        >
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
    // data-full-bleed lets an overlay header lie over it (globals.css); the top padding keeps the words clear of that header.
    return (
      <section data-full-bleed="" className="relative isolate flex min-h-[30rem] items-end overflow-hidden bg-black text-white md:min-h-[38rem]">
        <SiteImage site={site} image={props.image!} priority={ctx.asH1} sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/60 to-black/60" />
        <div className="relative mx-auto w-full max-w-6xl px-4 pt-36 pb-16 sm:px-6 md:pb-24">
          <div className="max-w-3xl">{text}</div>
        </div>
      </section>
    );
  }
  if (props.variant === "editorial") {
    // Words alone, set large under a rule: the business's voice is the opening.
    return (
      <section className="border-b border-line">
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-14 sm:px-6 md:pt-24 md:pb-20">
          <div aria-hidden="true" className="mb-8 h-1.5 w-24 bg-primary" />
          {props.eyebrow && <p className="mb-6 text-sm font-semibold tracking-[0.2em] text-primary uppercase">{props.eyebrow}</p>}
          <Heading className="max-w-5xl font-heading text-5xl leading-[1.02] font-bold tracking-tight sm:text-6xl md:text-7xl lg:text-8xl">
            {props.heading}
          </Heading>
          <div className="mt-10 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-end">
            {props.body && <p className="max-w-2xl text-xl text-muted md:text-2xl">{props.body}</p>}
            {props.actions.length > 0 && (
              <div className="flex flex-wrap gap-3 md:justify-end">
                {props.actions.map((a) => (
                  <ButtonLink key={a.label} href={siteHref(site.slug, a.href)} variant={a.variant}>
                    {a.label}
                  </ButtonLink>
                ))}
              </div>
            )}
          </div>
        </div>
      </section>
    );
  }
  if (props.variant === "collage" && props.image) {
    // The first picture large, the others beside and under it, overlapping a block of the accent colour.
    const more = props.images;
    const pictures =
      more.length === 1 ? (
        // Two pictures: the second laps over the first's lower corner, framed in the page's colour, so
        // neither leaves a cell of the grid empty. The padding below (a share of the width) holds its overhang.
        <div className="pb-[10%]">
          <div className="w-[78%] overflow-hidden rounded-site shadow-lg">
            <SiteImage
              site={site}
              image={props.image}
              priority={ctx.asH1}
              sizes="(min-width: 1152px) 490px, (min-width: 768px) 42vw, 78vw"
              className="aspect-[4/5] h-full w-full object-cover"
            />
          </div>
          <div className="absolute right-0 bottom-0 w-[42%] overflow-hidden rounded-site shadow-lg ring-[6px] ring-page">
            <SiteImage
              site={site}
              image={more[0]!}
              sizes="(min-width: 1152px) 265px, (min-width: 768px) 23vw, 42vw"
              className="aspect-square h-full w-full object-cover"
            />
          </div>
        </div>
      ) : (
        <div className={`grid gap-3 sm:gap-4 ${more.length ? "grid-cols-6" : ""}`}>
          <div className={`overflow-hidden rounded-site shadow-lg ${more.length ? "col-span-6 sm:col-span-4 sm:row-span-2" : ""}`}>
            <SiteImage
              site={site}
              image={props.image}
              priority={ctx.asH1}
              sizes="(min-width: 1152px) 440px, (min-width: 768px) 38vw, 100vw"
              className="aspect-[4/5] h-full w-full object-cover"
            />
          </div>
          {more.slice(0, 2).map((picture, i) => (
            <div key={i} className="col-span-3 overflow-hidden rounded-site shadow-lg sm:col-span-2">
              <SiteImage
                site={site}
                image={picture}
                sizes="(min-width: 1152px) 220px, (min-width: 768px) 19vw, 50vw"
                className="aspect-square h-full w-full object-cover"
              />
            </div>
          ))}
          {more[2] && (
            <div className="col-span-6 overflow-hidden rounded-site shadow-lg">
              <SiteImage
                site={site}
                image={more[2]}
                sizes="(min-width: 1152px) 670px, (min-width: 768px) 58vw, 100vw"
                className="aspect-[3/1] h-full w-full object-cover"
              />
            </div>
          )}
        </div>
      );
    return (
      <section className="relative isolate overflow-hidden">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:grid-cols-12 md:py-20">
          <div className="md:col-span-5">{text}</div>
          <div className="relative md:col-span-7">
            <div aria-hidden="true" className="absolute -top-6 -right-6 -z-10 h-2/3 w-2/3 rounded-site bg-accent opacity-25" />
            {pictures}
          </div>
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
              <SiteImage
                site={site}
                image={props.image}
                priority={ctx.asH1}
                sizes="(min-width: 896px) 848px, 100vw"
                className="aspect-[16/9] h-auto w-full object-cover"
              />
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
      <RichText doc={props.doc} site={ctx.site} className="text-lg" />
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
        <RichText doc={props.body} site={ctx.site} className="mt-5 text-lg" />
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
        props.illustration && (
          <Illustration icon={props.illustration} pattern={ctx.site.theme.pattern} id={ctx.id} className={props.reverse ? "md:order-1" : ""} />
        )
      )}
    </section>
  );
}

export function FeaturesBlock({ props, ctx }: Props<"features">) {
  const look = ctx.site.theme.sectionStyle;
  const more = (item: (typeof props.items)[number], className: string) =>
    item.href && (
      <SmartLink href={siteHref(ctx.site.slug, item.href)} className={className}>
        {item.linkLabel ?? `More about ${item.title.toLowerCase()}`}
      </SmartLink>
    );
  const pictured = props.items.some((item) => item.image);

  if (look === "rows") {
    // A picture and its words side by side, alternating; items without a picture are rows of words.
    return (
      <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} look={look}>
        <ul className={pictured ? "space-y-12 md:space-y-16" : "divide-y divide-line border-y border-line"}>
          {props.items.map((item, i) =>
            item.image ? (
              <li key={item.title} className="grid items-center gap-6 md:grid-cols-2 md:gap-12">
                <div className={`overflow-hidden rounded-site ${i % 2 ? "md:order-2" : ""}`}>
                  <SiteImage site={ctx.site} image={item.image} sizes={HALF_WIDTH} className="aspect-[3/2] h-auto w-full object-cover" />
                </div>
                <div>
                  <ItemHeading under={props.heading} className="font-heading text-2xl font-bold md:text-3xl">
                    {item.title}
                  </ItemHeading>
                  <p className="mt-3 text-lg text-muted">{item.body}</p>
                  {more(item, "mt-4 inline-block font-semibold text-primary underline underline-offset-2")}
                </div>
              </li>
            ) : (
              <li key={item.title} className="grid gap-2 py-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
                <ItemHeading under={props.heading} className="flex items-center gap-3 font-heading text-xl font-bold md:text-2xl">
                  {item.icon && <Icon name={item.icon} size={24} className="shrink-0 text-primary" />}
                  {item.title}
                </ItemHeading>
                <div>
                  <p className="text-muted">{item.body}</p>
                  {more(item, "mt-2 inline-block font-semibold text-primary underline underline-offset-2")}
                </div>
              </li>
            ),
          )}
        </ul>
      </Section>
    );
  }
  if (look === "editorial") {
    // Numbered under rules, no boxes: read like a page of a magazine.
    return (
      <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} look={look}>
        <ol className={`grid gap-x-10 gap-y-10 ${props.items.length > 1 ? "sm:grid-cols-2" : ""}`}>
          {props.items.map((item, i) => (
            <li key={item.title} className="border-t-2 border-ink pt-4">
              {item.image && (
                <div className="mb-4 overflow-hidden">
                  <SiteImage
                    site={ctx.site}
                    image={item.image}
                    sizes="(min-width: 1152px) 380px, (min-width: 640px) 45vw, 100vw"
                    className="aspect-[3/2] h-auto w-full object-cover"
                  />
                </div>
              )}
              <p aria-hidden="true" className="font-heading text-sm font-bold tracking-widest text-primary">
                {String(i + 1).padStart(2, "0")}
              </p>
              <ItemHeading under={props.heading} className="mt-1 font-heading text-xl font-bold">
                {item.title}
              </ItemHeading>
              <p className="mt-2 text-muted">{item.body}</p>
              {more(item, "mt-3 inline-block font-semibold text-primary underline underline-offset-2")}
            </li>
          ))}
        </ol>
      </Section>
    );
  }
  if (look === "bands") {
    // A full-width stripe of the panel colour, items side by side between thin rules, icons in the main colour.
    return (
      <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} look={look} tone="surface">
        <ul className={`grid gap-px overflow-hidden rounded-site bg-line ${gridColumns(props.items.length, props.columns)}`}>
          {props.items.map((item) => (
            <li key={item.title} className="flex flex-col bg-surface p-6 text-center">
              {item.image ? (
                <div className="mx-auto mb-4 w-28 overflow-hidden rounded-full">
                  <SiteImage site={ctx.site} image={item.image} sizes="112px" className="aspect-square h-auto w-full object-cover" />
                </div>
              ) : (
                item.icon && <Icon name={item.icon} size={36} className="mx-auto mb-3 text-primary" />
              )}
              <ItemHeading under={props.heading} className="font-heading text-xl font-bold">
                {item.title}
              </ItemHeading>
              <p className="mt-2 flex-1 text-muted">{item.body}</p>
              {more(item, "mt-4 font-semibold text-primary underline underline-offset-2")}
            </li>
          ))}
        </ul>
      </Section>
    );
  }
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <ul className={`grid gap-6 ${gridColumns(props.items.length, props.columns)}`}>
        {props.items.map((item) => (
          <li key={item.title} className="flex flex-col overflow-hidden rounded-site border border-line bg-page shadow-sm">
            {item.image && (
              <SiteImage
                site={ctx.site}
                image={item.image}
                sizes="(min-width: 1152px) 370px, (min-width: 768px) 45vw, 100vw"
                className="aspect-[3/2] h-auto w-full object-cover"
              />
            )}
            <div className="flex flex-1 flex-col p-6">
              {item.icon && !item.image && (
                <span aria-hidden="true" className="mb-4 flex h-12 w-12 items-center justify-center rounded-site bg-primary text-on-primary">
                  <Icon name={item.icon} size={24} />
                </span>
              )}
              <ItemHeading under={props.heading} className="font-heading text-xl font-bold">
                {item.title}
              </ItemHeading>
              <p className="mt-2 flex-1 text-muted">{item.body}</p>
              {more(item, "mt-4 font-semibold text-primary underline underline-offset-2")}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function StepsBlock({ props, ctx }: Props<"steps">) {
  const look = ctx.site.theme.sectionStyle;
  if (look !== "cards") {
    // Along a line: the numbers on a rule across the page (bands), or down the side (editorial, rows).
    const across = look === "bands";
    return (
      <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} look={look} tone={across ? "surface" : "page"}>
        <ol className={across ? `grid gap-8 ${gridColumns(props.items.length)}` : "space-y-0"}>
          {props.items.map((step, i) => (
            <li
              key={step.title}
              className={across ? "relative border-t-2 border-primary pt-6" : "relative grid grid-cols-[3.5rem_minmax(0,1fr)] gap-4 pb-8 last:pb-0"}
            >
              {!across && i < props.items.length - 1 && <span aria-hidden="true" className="absolute top-14 bottom-0 left-7 w-px bg-line" />}
              <span
                aria-hidden="true"
                className={`flex items-center justify-center rounded-full font-heading font-bold ${across ? "absolute -top-5 left-0 h-10 w-10 bg-primary text-on-primary" : "h-14 w-14 border-2 border-primary text-2xl text-primary"}`}
              >
                {i + 1}
              </span>
              <div className={across ? "" : "pt-3"}>
                <ItemHeading under={props.heading} className="font-heading text-lg font-bold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </ItemHeading>
                <p className="mt-2 text-muted">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    );
  }
  return (
    <Section heading={props.heading} intro={props.intro} tone="surface" headingId={`${ctx.id}-h`}>
      <ol className={`grid gap-6 ${gridColumns(props.items.length)}`}>
        {props.items.map((step, i) => (
          <li key={step.title} className="relative rounded-site bg-page p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-primary font-heading text-lg font-bold text-on-primary"
            >
              {i + 1}
            </span>
            <ItemHeading under={props.heading} className="mt-4 font-heading text-lg font-bold">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </ItemHeading>
            <p className="mt-2 text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function StatsBlock({ props, ctx }: Props<"stats">) {
  const editorial = ctx.site.theme.sectionStyle === "editorial";
  if (editorial) {
    // Large figures under rules on the page itself.
    return (
      <Section heading={props.heading} headingId={`${ctx.id}-h`} look="editorial">
        <dl className="grid gap-x-10 gap-y-8 sm:grid-cols-2">
          {props.items.map((s) => (
            <div key={s.label} className="flex flex-col-reverse border-t-2 border-ink pt-3">
              <dt className="mt-1 text-muted">{s.label}</dt>
              <dd className="font-heading text-5xl font-bold text-primary">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    );
  }
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
  const look = ctx.site.theme.sectionStyle;
  const editorial = look === "editorial";
  const buttons = (
    <div className="flex flex-wrap gap-3">
      <ButtonLink href={siteHref(ctx.site.slug, props.action.href)} variant={editorial ? "primary" : "inverse"}>
        {props.action.label}
      </ButtonLink>
      {props.secondary && (
        <ButtonLink href={siteHref(ctx.site.slug, props.secondary.href)} variant={editorial ? "secondary" : "onColor"}>
          {props.secondary.label}
        </ButtonLink>
      )}
    </div>
  );
  if (editorial) {
    // Between two rules on the page: a large line and the buttons beside it.
    return (
      <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6" aria-labelledby={`${ctx.id}-h`}>
        <div className="flex flex-col gap-6 border-y-2 border-ink py-10 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <h2 id={`${ctx.id}-h`} className="font-heading text-4xl font-bold tracking-tight md:text-5xl">
              {props.heading}
            </h2>
            {props.body && <p className="mt-4 text-lg text-muted">{props.body}</p>}
          </div>
          {buttons}
        </div>
      </section>
    );
  }
  if (look === "bands") {
    // The whole width in the main colour, centred.
    return (
      <section className="relative isolate overflow-hidden bg-primary text-on-primary" aria-labelledby={`${ctx.id}-h`}>
        <Pattern kind={ctx.site.theme.pattern} id={ctx.id} className="opacity-10" />
        <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6">
          <h2 id={`${ctx.id}-h`} className="font-heading text-3xl font-bold md:text-4xl">
            {props.heading}
          </h2>
          {props.body && <p className="text-lg">{props.body}</p>}
          {buttons}
        </div>
      </section>
    );
  }
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
          {buttons}
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

function Rating({ rating }: { rating: number | undefined }) {
  if (!rating) return null;
  return (
    <p className="mt-3 flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" size={18} fill={i < rating ? "currentColor" : "none"} />
      ))}
    </p>
  );
}

export function TestimonialsBlock({ props, ctx }: Props<"testimonials">) {
  const look = ctx.site.theme.sectionStyle;
  const portrait = (t: (typeof props.items)[number], size: "small" | "large") =>
    t.portrait && (
      <span className={`shrink-0 overflow-hidden rounded-full ${size === "large" ? "w-20" : "w-12"}`}>
        <SiteImage site={ctx.site} image={t.portrait} sizes={size === "large" ? "80px" : "48px"} className="aspect-square h-auto w-full object-cover" />
      </span>
    );
  const who = (t: (typeof props.items)[number], quiet: string) => (
    <span>
      <span className="font-semibold">{t.name}</span>
      {t.detail && <span className={`block text-sm ${quiet}`}>{t.detail}</span>}
    </span>
  );
  const key = (t: (typeof props.items)[number]) => t.name + t.quote.slice(0, 20);

  if (look === "bands") {
    // On the main colour, the words large and unboxed.
    return (
      <Section heading={props.heading} intro={props.intro} tone="primary" look={look} headingId={`${ctx.id}-h`}>
        <ul className={`grid gap-10 ${gridColumns(props.items.length)}`}>
          {props.items.map((t) => (
            <li key={key(t)}>
              <figure className="flex h-full flex-col text-center">
                <Quote aria-hidden="true" className="mx-auto opacity-60" size={36} />
                <div className="mx-auto">
                  <Rating rating={t.rating} />
                </div>
                <blockquote className="mt-4 flex-1 font-heading text-xl leading-snug">{t.quote}</blockquote>
                <figcaption className="mt-5 flex items-center justify-center gap-3 text-left">
                  {portrait(t, "small")}
                  {who(t, "opacity-90")}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    );
  }
  if (look === "editorial" || look === "rows") {
    // One after another between rules: the words in the heading font, set large; the portrait beside them in rows.
    const column = look === "rows" ? "md:col-start-2" : "";
    return (
      <Section heading={props.heading} intro={props.intro} look={look} headingId={`${ctx.id}-h`} tone={look === "rows" ? "surface" : "page"}>
        <ul className="divide-y divide-line border-y border-line">
          {props.items.map((t) => (
            <li key={key(t)} className="py-8">
              {/* The caption is the figure's own last child (HTML allows it only first or last): in rows the picture takes the first column beside all three. */}
              <figure className={look === "rows" ? "grid gap-x-6 md:grid-cols-[5rem_minmax(0,1fr)]" : ""}>
                {look === "rows" && (
                  <div className="mb-6 md:row-span-3 md:mb-0">{portrait(t, "large") ?? <Quote aria-hidden="true" className="text-accent" size={40} />}</div>
                )}
                <blockquote className={`font-heading text-2xl leading-snug italic md:text-3xl ${column}`}>“{t.quote}”</blockquote>
                <div className={`text-primary ${column}`}>
                  <Rating rating={t.rating} />
                </div>
                <figcaption className={`mt-3 flex items-center gap-3 text-sm tracking-wide uppercase ${column}`}>
                  {look === "editorial" && portrait(t, "small")}
                  {who(t, "normal-case tracking-normal text-muted")}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    );
  }
  return (
    <Section heading={props.heading} intro={props.intro} tone="surface" headingId={`${ctx.id}-h`}>
      <ul className={`grid gap-6 ${gridColumns(props.items.length)}`}>
        {props.items.map((t) => (
          <li key={key(t)}>
            <figure className="flex h-full flex-col rounded-site bg-page p-6 shadow-sm">
              <Quote aria-hidden="true" className="text-accent" size={28} />
              <div className="text-primary">
                <Rating rating={t.rating} />
              </div>
              <blockquote className="mt-3 flex-1 text-lg">{t.quote}</blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                {portrait(t, "small")}
                {who(t, "text-muted")}
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
            {plan.badge && (
              <p className="mb-3 self-start rounded-full bg-primary px-3 py-1 text-xs font-bold tracking-wide text-on-primary uppercase">{plan.badge}</p>
            )}
            <ItemHeading under={props.heading} className="font-heading text-xl font-bold">
              {plan.name}
            </ItemHeading>
            <p className="mt-3">
              <span className="amount font-heading text-3xl font-bold sm:text-4xl">{plan.price}</span>
              {plan.period && <span className="ml-1 text-muted">{plan.period}</span>}
            </p>
            {plan.description && <p className="mt-3 text-muted">{plan.description}</p>}
            {plan.features.length > 0 && <CheckList items={plan.features} className="mt-5 flex-1" />}
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

/** The site's one menu (modules/menus), the sections this block names, or its house favourites. */
export async function MenuBlock({ props, ctx }: Props<"menu">) {
  const today = dateIn(clockNow(), zoneOf(ctx.site));
  const sections = menuShown(await siteMenu(ctx.site.id), props.sections, props.favouritesOnly);
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <div className="grid gap-12 md:grid-cols-2">
        {sections.map((section) => (
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
                    {item.months && (
                      <p className={`text-sm ${inSeason(item.months, today) ? "text-muted" : "font-semibold"}`} data-testid="season-note">
                        {seasonNote(item.months, today)}
                      </p>
                    )}
                    <DishLabels item={item} />
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
            <SmartLink
              href={siteHref(ctx.site.slug, item.href)}
              className="group block h-full rounded-site border border-line p-5 transition hover:border-primary hover:shadow-md"
            >
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
              <ItemHeading under={props.heading} className="font-heading text-lg font-bold">
                {doc.href ? (
                  <SmartLink href={siteHref(ctx.site.slug, doc.href)} className="text-primary underline underline-offset-2">
                    {doc.title}
                  </SmartLink>
                ) : (
                  doc.title
                )}
              </ItemHeading>
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
