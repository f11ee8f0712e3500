import { describe, expect, it } from "vitest";
import { eventPlace } from "./schema-org";

const venue = {
  name: "The Copper Kettle",
  address: { street: "142 South Main Street", locality: "Canandaigua", region: "NY", postalCode: "14424", country: "US" },
};

describe("an event's place", () => {
  it("reads a name, a street, a town and a state from the location as written", () => {
    expect(eventPlace("Phelps Fire Hall, 46 Ontario Street, Phelps, NY", venue)).toEqual({
      "@type": "Place",
      name: "Phelps Fire Hall",
      address: { "@type": "PostalAddress", streetAddress: "46 Ontario Street", addressLocality: "Phelps", addressRegion: "NY", addressCountry: "US" },
    });
    expect(eventPlace("Main Street, Phelps, NY (from Route 96 to Village Park)", venue).address).toMatchObject({
      addressLocality: "Phelps",
      addressRegion: "NY",
    });
    expect(eventPlace("Iron Petal Tattoo, Seneca Street, Geneva", venue).address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Seneca Street",
      addressLocality: "Geneva",
      addressRegion: "NY",
      addressCountry: "US",
    });
  });

  it("puts a room of the venue at the venue's own address", () => {
    for (const location of ["The Copper Kettle front room", "The Tin Room, upstairs at The Copper Kettle, 142 South Main Street, Canandaigua"])
      expect(eventPlace(location, venue).address).toMatchObject({ streetAddress: "142 South Main Street", postalCode: "14424" });
  });
});
