/**
 * Pieces of schema.org JSON-LD that several kinds of page share: a postal
 * address, and the place an event is at as its location is written.
 */
export interface Address {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

export function postalAddress(address: Address) {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

const REGION = /^[A-Z]{2}$/;

/**
 * An event's Place from its location as the owner wrote it: "Phelps Fire Hall,
 * 46 Ontario Street, Phelps, NY" is a name, a street, a town and a state. A
 * location that names the venue itself without a street ("The Copper Kettle
 * front room") is at the venue's own address; one that is only a name, away
 * from the venue, keeps the name as its whole address, which is all that is
 * known of it.
 */
export function eventPlace(location: string, venue: { name: string; address?: Address | undefined }) {
  // A remark in brackets ("(from Route 96 to Village Park)") is not part of the address.
  const parts = location
    .split(",")
    .map((part) => part.replace(/\s*\(.*\)\s*$/, "").trim())
    .filter(Boolean);
  const [name = location, ...rest] = parts;
  const region = rest.length >= 2 && REGION.test(rest.at(-1)!) ? rest.at(-1)! : null;
  const town = region ? rest.at(-2)! : rest.at(-1);
  const street = rest.slice(0, region ? -2 : -1).join(", ");
  const atVenue = venue.address && location.toLowerCase().includes(venue.name.toLowerCase());
  if (atVenue && (!town || town.toLowerCase() === venue.address!.locality.toLowerCase()))
    return { "@type": "Place", name, address: postalAddress(venue.address!) };
  if (!town) return { "@type": "Place", name, address: location };
  return {
    "@type": "Place",
    name,
    address: {
      "@type": "PostalAddress",
      ...(street && { streetAddress: street }),
      addressLocality: town,
      ...(region ? { addressRegion: region } : venue.address && { addressRegion: venue.address.region }),
      addressCountry: venue.address?.country ?? "US",
    },
  };
}
