import { replaceBalances, siteBills } from "@/modules/bills/balances";
import { readBalanceFile } from "@/modules/bills/file";
import { getSiteBySlug } from "@/modules/sites/queries";
import { addDays, calendarDay } from "@/server/analytics/day";
import { seeded } from "./images/generated/random";

/**
 * The Town of Alder Creek's bill run, as its clerk would load it: the
 * quarter's water and sewer bills and the unpaid parking tickets, each a CSV
 * file read by the same reader as an upload on the admin's Bills page.
 * Made up, and the same on every machine for a given day. The first water
 * account is the README's example: 10230418, Osei.
 */
export const TOWN = "town-of-alder-creek";

const HOLDERS = [
  "Margaret A. Osei",
  "Daniel Whitcomb",
  "Priya & Samuel Kessler",
  "Lakeview Diner LLC",
  "Rosa Delgado",
  "Thomas O'Brien",
  "Helen Fairchild",
  "Marcus Thibodeaux",
  "Anita Brzezinski",
  "Grace Lindqvist",
  "Alder Creek Hardware Inc.",
  "Walter & June Pham",
  "Beatriz Moreno",
  "Kwame Mensah",
  "Ellen Hargrove",
  "St. Brendan's Parish",
  "Dmitri Volkov",
  "Nora Castellano",
  "Harold Beckwith",
  "Yuki Tanaka",
];

export async function loadTownBills(now = Date.now()): Promise<number> {
  const site = await getSiteBySlug(TOWN);
  if (!site) return 0;
  const today = calendarDay(now);
  const random = seeded(`${TOWN}:bills:${today}`);
  const water = HOLDERS.map((holder, i) => {
    const account = String(10230418 + i * 1307);
    return `${account},"${holder}",${(random.int(4200, 21800) / 100).toFixed(2)},${addDays(today, 21)}`;
  });
  const tickets = HOLDERS.slice(3, 9).map((holder, i) => `P${104522 + i * 37},"${holder}",${random.pick([35, 35, 50, 75])}.00,${addDays(today, 10 + i)}`);
  const bills = await siteBills(site.id);
  let loaded = 0;
  for (const [key, rows] of [
    ["water-sewer", water],
    ["parking-ticket", tickets],
  ] as const) {
    const bill = bills.find((candidate) => candidate.key === key);
    if (!bill) throw new Error(`the town takes no payment for ${key}`);
    const file = readBalanceFile(["account,name,amount,due", ...rows].join("\n"), bill);
    if (file.problems.length) throw new Error(`the town's ${key} bills do not load: ${file.problems.join(" ")}`);
    loaded += await replaceBalances(site.id, key, file.rows);
  }
  return loaded;
}
