import { Illustration } from "@/components/decor";
import { Section } from "@/components/ui";
import { SiteImage } from "@/modules/media/components/site-image";
import type { BlockComponentProps as Props } from "../context";
import { GalleryDialogs } from "./gallery-viewer";

/**
 * A grid of pictures with captions. Each picture opens larger in a <dialog>
 * with its caption, the previous and next pictures and a way back to the
 * grid. With scripts it is a modal dialog (gallery-lightbox.ts: focus moves in
 * and stays, Escape closes); without them its thumbnail's link shows it by
 * :target, and its links still work. An item without a picture keeps its illustration.
 */
export function GalleryBlock({ props, ctx }: Props<"gallery">) {
  const open = (i: number) => `${ctx.id}-view-${i}`;
  const thumb = (i: number) => `${ctx.id}-item-${i}`;
  const pictured = props.items.flatMap((item, i) => (item.image ? [i] : []));
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {props.items.map((item, i) => (
          <li key={item.title}>
            <figure>
              {item.image ? (
                <a
                  id={thumb(i)}
                  href={`#${open(i)}`}
                  className="group block overflow-hidden rounded-site focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  <SiteImage
                    site={ctx.site}
                    image={item.image}
                    sizes="(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
                    className="aspect-[4/3] h-auto w-full object-cover transition duration-300 group-hover:scale-105"
                  />
                  <span className="sr-only">View larger: {item.title}</span>
                </a>
              ) : (
                item.illustration && <Illustration icon={item.illustration} pattern={ctx.site.theme.pattern} id={`${ctx.id}-${i}`} />
              )}
              <figcaption className="mt-3">
                <span className="font-heading font-bold">{item.title}</span>
                {item.caption && <span className="block text-sm text-muted">{item.caption}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {pictured.map((i, at) => {
        const item = props.items[i]!;
        const previous = pictured[at - 1];
        const next = pictured[at + 1];
        const link = "rounded-site px-3 py-2 font-semibold text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-white";
        return (
          <dialog
            key={i}
            id={open(i)}
            aria-labelledby={`${open(i)}-t`}
            className="fixed inset-0 z-50 m-0 hidden h-full max-h-none w-full max-w-none flex-col items-center justify-center gap-4 border-0 bg-black/95 p-4 target:flex open:flex"
          >
            <figure className="flex max-h-full min-h-0 flex-col items-center">
              <SiteImage
                site={ctx.site}
                image={item.image!}
                sizes="(min-width: 1024px) 1024px, 100vw"
                className="max-h-[78vh] w-auto max-w-full object-contain"
              />
              <figcaption className="mt-3 max-w-2xl text-center text-white">
                <span id={`${open(i)}-t`} className="font-heading font-bold">
                  {item.title}
                </span>
                {item.caption && <span className="block text-sm text-white/85">{item.caption}</span>}
              </figcaption>
            </figure>
            <nav aria-label={`${item.title}: more pictures`} className="flex flex-wrap justify-center gap-2">
              {previous !== undefined && (
                <a href={`#${open(previous)}`} className={link}>
                  ← Previous
                </a>
              )}
              <a href={`#${thumb(i)}`} className={link}>
                Back to the gallery
              </a>
              {next !== undefined && (
                <a href={`#${open(next)}`} className={link}>
                  Next →
                </a>
              )}
            </nav>
          </dialog>
        );
      })}
      {pictured.length > 0 && <GalleryDialogs views={pictured.map((i) => ({ thumb: thumb(i), view: open(i) }))} />}
    </Section>
  );
}
