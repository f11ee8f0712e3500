import Link from "@/components/link";
import { MapPin } from "lucide-react";
import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { urls } from "@/lib/urls";
import { listRegions } from "../queries";

export async function ServiceAreasBlock({ props, ctx }: BlockComponentProps<"serviceAreas">) {
  const regions = (await listRegions(ctx.site.id)).filter((r) => !props.region || r.slug === props.region);
  return (
    <Section heading={props.heading} intro={props.intro} tone="surface" headingId={`${ctx.id}-h`}>
      <div className="grid gap-10 md:grid-cols-2">
        {regions.map((region) => (
          <section key={region.slug} aria-labelledby={`${ctx.id}-${region.slug}`}>
            {!props.region && (
              <h3 id={`${ctx.id}-${region.slug}`} className="mb-4 font-heading text-xl font-bold">
                {region.name}
              </h3>
            )}
            <ul className="grid gap-3 sm:grid-cols-2">
              {region.cities.map((city) => (
                <li key={city.slug}>
                  <Link
                    href={urls.city(ctx.site, region.slug, city.slug)}
                    className="flex items-center gap-2 rounded-site bg-page p-3 font-semibold text-primary shadow-sm underline-offset-2 hover:underline"
                  >
                    <MapPin aria-hidden="true" size={18} />
                    {city.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}
