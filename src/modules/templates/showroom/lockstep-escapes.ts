import type { BlockInput } from "@/blocks/schemas";
import { md } from "@/lib/rich-text/markdown";
import { formatCents } from "@/lib/format";
import type { BookableInput } from "@/modules/bookings/schema";
import { priceWords } from "@/modules/bookings/schedule";
import { seedImage, type PageSeed, type PostSeed, type SiteSeed } from "../seed";

const PHONE = "(585) 555-0142";
const TEL = "tel:+15855550142";
const EMAIL = "play@lockstepescapes.example";
const MAILTO = `mailto:${EMAIL}`;
/** What every room charges a player: the booking charges it and every sentence about prices is made from it. */
const GAME_PRICES = { pricePerPersonCents: 3200, weekendPricePerPersonCents: 3600 };
const EVENTS_EMAIL = "events@lockstepescapes.example";
const EVENTS_MAILTO = `mailto:${EVENTS_EMAIL}`;

/** The standard per-player price table every game page shows. */
const roomPricing = (room: string): BlockInput => ({
  type: "pricing",
  props: {
    heading: `What ${room} costs`,
    intro:
      "Priced per player: you book and pay for one place per player. Each game holds up to 8 players, so a smaller group may share the room with another group; to keep the room to yourselves, book all 8 places.",
    plans: [
      {
        name: "Weekdays",
        price: formatCents(GAME_PRICES.pricePerPersonCents),
        period: "per player",
        description: "Monday to Thursday, all time slots.",
        features: ["2 to 8 places per booking", "60 minutes in the room", "Game host and hints included", "Team photo at the finish"],
      },
      {
        name: "Weekends",
        price: formatCents(GAME_PRICES.weekendPricePerPersonCents),
        period: "per player",
        description: "Friday, Saturday and Sunday, all time slots.",
        features: ["2 to 8 places per booking", "60 minutes in the room", "Game host and hints included", "Team photo at the finish"],
        highlighted: true,
        action: { label: "How booking works", href: "booking" },
      },
    ],
    note: "Prices include sales tax and are paid in full when you book. Gift cards can be used for any room. Groups of 9 or more can book two rooms side by side at the same per-player price.",
  },
});

const bookCta = (heading: string, body: string): BlockInput => ({
  type: "cta",
  props: {
    heading,
    body,
    action: { label: "Book a game", href: "booking" },
    secondary: { label: `Call ${PHONE}`, href: TEL, variant: "secondary" },
  },
});

/* ------------------------------------------------------------------ */
/* The rooms                                                           */
/* ------------------------------------------------------------------ */

const roomPages: PageSeed[] = [
  {
    path: "bigfoot",
    title: "Bigfoot: The Bristol Hills Expedition",
    description:
      "Our most popular escape room: search a missing researcher's cabin in the Bristol Hills for proof of Bigfoot. 60 minutes, 2-8 players, ages 8 and up.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "banner",
          eyebrow: "Room 1 · Difficulty 2 of 5 · Great first room",
          heading: "Dr. Ida Marsh went into the Bristol Hills to find Bigfoot. Only her cabin came back.",
          body: "You have one hour before the ranger station locks the trailhead for the night. Search her cabin, follow her field notes and find out what she saw on the ridge above Naples.",
          actions: [
            { label: "Book Bigfoot", href: "booking" },
            { label: "Compare all rooms", href: "games", variant: "secondary" },
          ],
          illustration: "trees",
        },
      },
      {
        type: "stats",
        props: {
          items: [
            { value: "60 min", label: "on the clock" },
            { value: "2–8", label: "players per game (4–6 is the sweet spot)" },
            { value: "2 / 5", label: "difficulty: friendly for first-timers" },
            { value: "64%", label: "of teams escape" },
          ],
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "The story",
          heading: "A wood-stove cabin, a wall of trail-cam photos and something heavy on the porch",
          body: md`
            For eleven years Dr. Ida Marsh, a retired SUNY biology professor, kept a cabin at the end of a seasonal road near Bristol Mountain. Every autumn she set out trail cameras and plaster kits. Every autumn she came back with nothing worth publishing. Until last October, when she radioed the ranger station once, said "it's bigger than I thought," and went quiet.

            Her cabin is exactly as she left it: coffee on the stove, maps pinned to the logs, a locked footlocker, a half-finished plaster cast on the table. Your team has been sent up to collect her research before the trailhead gate closes at dusk.

            Expect **physical searching, map reading, pattern puzzles and a few locks**, with plenty going on at once so a team of six never stands around. There is one big surprise in the second half that we won't spoil. It is funny, not frightening.
          `,
          illustration: "mountain",
        },
      },
      {
        type: "features",
        props: {
          heading: "Good to know before you play",
          columns: 3,
          items: [
            {
              icon: "users",
              title: "Ages 8 and up",
              body: "Built with families in mind. Children under 14 play with an adult in the room. Kids are often the ones who spot the footprints first.",
            },
            {
              icon: "accessibility",
              title: "Step-free",
              body: "The whole room is on one level with a 36-inch doorway. Nothing needs climbing, crawling or lifting anything heavier than a lantern.",
            },
            {
              icon: "lightbulb",
              title: "Unlimited hints",
              body: "Your game host watches on camera and sends hints over the cabin's two-way radio whenever you ask. Hints never cost you time.",
            },
          ],
        },
      },
      roomPricing("Bigfoot"),
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Is Bigfoot scary?",
              answer:
                "No. It is an adventure with a cozy, woodsy setting and a good laugh near the end. There are no actors, no jump scares and the lights stay on.",
            },
            {
              question: "Is it a good first escape room?",
              answer: "It is the one we recommend most. The puzzles teach you how escape rooms work as you go, and the host keeps new teams moving.",
            },
            {
              question: "Can we bring a group of ten?",
              answer:
                "Eight is the most that fit comfortably in the cabin. For larger groups, book Bigfoot and Cryosleep at the same time and race each other; see our team-building and birthday packages.",
            },
          ],
        },
      },
      bookCta("Up for the expedition?", "Bigfoot sells out first on Saturday evenings. Weekday afternoons and Sunday mornings usually have space."),
    ],
  },
  {
    path: "cryosleep",
    title: "Cryosleep: Wake Up Aboard the Seneca",
    description:
      "A sci-fi escape room for experienced teams: wake from cryosleep aboard a failing colony ship and restore life support in 60 minutes. Ages 12 and up.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "banner",
          eyebrow: "Room 2 · Difficulty 4 of 5 · For experienced teams",
          heading: "You were supposed to sleep for 140 years. It has been nine.",
          body: "The colony ship Seneca has woken you early. The crew is gone, the reactor is cooling and the ship's computer has exactly one hour of oxygen left to share. Get the ship running, or go back to sleep for good.",
          actions: [
            { label: "Book Cryosleep", href: "booking" },
            { label: "Compare all rooms", href: "games", variant: "secondary" },
          ],
          illustration: "rocket",
        },
      },
      {
        type: "stats",
        props: {
          items: [
            { value: "60 min", label: "of oxygen" },
            { value: "2–8", label: "players per game (4–6 recommended)" },
            { value: "4 / 5", label: "difficulty: our hardest room" },
            { value: "31%", label: "of teams escape" },
          ],
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "The story",
          heading: "Four cryo pods, one working airlock and a computer that doesn't trust you",
          body: md`
            Your team starts the game inside the ship's sleep bay, lying in (roomy, well-lit) cryo pods. When the lids open, the ship's computer, WREN, explains in a very calm voice that something has gone wrong.

            From there the ship opens up: the sleep bay, a corridor with a working airlock, and the bridge, where the navigation console holds the last log of the crew. You'll reroute power, rebuild a star chart, repair the air scrubber and convince WREN that you are who you say you are.

            Cryosleep is **heavy on logic and teamwork**. Several puzzles need two or three people working in different rooms at the same time, talking over the ship's intercom. Teams who split up and communicate do well; teams who all crowd round one console run out of air.
          `,
          illustration: "zap",
          reverse: true,
        },
      },
      {
        type: "features",
        props: {
          heading: "Good to know before you play",
          columns: 3,
          items: [
            {
              icon: "users",
              title: "Ages 12 and up",
              body: "The puzzles are abstract and layered, so younger children tend to lose interest. Teens love it. Under-16s play with an adult.",
            },
            {
              icon: "eye",
              title: "Lights and sound",
              body: "Red emergency lighting, a rumbling soundtrack and a short blackout when the reactor restarts. No strobe effects and no actors.",
            },
            {
              icon: "clock",
              title: "Play another room first",
              body: "We suggest most teams try Bigfoot or Eat or Be Eaten before Cryosleep. Enthusiasts who have done a dozen rooms elsewhere can dive straight in.",
            },
            {
              icon: "accessibility",
              title: "Mobility",
              body: "Climbing into a pod is about a knee-high step. Players who prefer not to can start seated beside the pods; just tell your host.",
            },
            {
              icon: "lightbulb",
              title: "Hints from WREN",
              body: "Ask the ship's computer for help at any time. It is politer than our other hosts, and just as helpful.",
            },
            { icon: "camera", title: "The photo", body: "Finish and you get a team photo on the bridge in flight jackets. Most teams frame it." },
          ],
        },
      },
      roomPricing("Cryosleep"),
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Is it claustrophobic in the pods?",
              answer:
                "The pods are open-sided, lit from inside and never lock. Anyone can sit up at any moment. If you would rather skip the pod start entirely, your host will start you standing in the sleep bay.",
            },
            {
              question: "What's the record?",
              answer:
                "41 minutes and 12 seconds, set by a team of five engineers from a Henrietta software company. Nobody has beaten it with fewer than 10 hints in two years.",
            },
            {
              question: "Can two players do it?",
              answer: "Yes, but it is hard. Two-player teams should expect to ask for hints and will still have a great hour. Four to six is ideal.",
            },
          ],
        },
      },
      bookCta("Ready to wake up?", "Cryosleep runs every day. Groups of six or more should book a week or two ahead for Friday and Saturday nights."),
    ],
  },
  {
    path: "eat-or-be-eaten",
    title: "Eat or Be Eaten: Dinner at the Blue Heron Diner",
    description:
      "A darkly funny escape room set in a Route 364 diner where the chef's specials are the customers. 60 minutes, 2-8 players, recommended 14 and up.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "banner",
          eyebrow: "Room 3 · Difficulty 3 of 5 · Horror-comedy",
          heading: "Tonight's special at the Blue Heron Diner is you.",
          body: "You pulled off Route 364 for pie. Now you're locked in the walk-in cooler behind the kitchen and Chef Harlan is sharpening something. You have one hour before dinner service.",
          actions: [
            { label: "Book Eat or Be Eaten", href: "booking" },
            { label: "Compare all rooms", href: "games", variant: "secondary" },
          ],
          illustration: "cooking-pot",
        },
      },
      {
        type: "stats",
        props: {
          items: [
            { value: "60 min", label: "until dinner service" },
            { value: "2–8", label: "players per game" },
            { value: "3 / 5", label: "difficulty: a solid challenge" },
            { value: "47%", label: "of teams escape" },
          ],
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "The story",
          heading: "Three rooms of greasy-spoon mystery, from the walk-in to the back booth",
          body: md`
            The Blue Heron has been serving pie to travellers on the road to Keuka Lake since 1962. The reviews are glowing. The travellers, people are starting to notice, don't always leave.

            You begin in the walk-in cooler (it's not actually cold) with a clipboard of orders and a very suspicious freezer. Break out into Harlan's kitchen, then the dining room with its jukebox, pie case and the booth where he keeps his recipe box. Somewhere in there is the key to the front door, and the evidence that closes the Blue Heron for good.

            Expect **searching, cipher work, a mechanical puzzle or two and a lot of laughing**. It is spooky in a B-movie way: dim light, a few props you won't want to touch, and a chef who talks to you over the kitchen speaker. There are no live actors and nobody will grab you.
          `,
          illustration: "utensils",
        },
      },
      {
        type: "features",
        props: {
          heading: "Good to know before you play",
          columns: 3,
          items: [
            {
              icon: "users",
              title: "Recommended 14 and up",
              body: "The theme is dark and the humour is grisly. Younger players who love spooky stories are welcome with a parent, who knows them best. Under-16s play with an adult.",
            },
            {
              icon: "ghost",
              title: "Scare level: mild",
              body: "Low light in the walk-in, two sudden sound cues and a fake severed hand. That's the whole list. You can ask the host to turn the lights up at any time.",
            },
            {
              icon: "heart",
              title: "Popular for date night",
              body: "Two players can absolutely escape the diner, and the pie booth is the best photo in the building. See the date-night package.",
            },
          ],
        },
      },
      roomPricing("Eat or Be Eaten"),
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Is there real food in the room?",
              answer: "No. Everything is prop food, which is for the best given Chef Harlan's recipes. Guests with food allergies have nothing to worry about.",
            },
            {
              question: "Is this the right room for a bachelorette or office party?",
              answer:
                "It is our most requested room for parties of adults. Groups larger than eight can book it alongside Bigfoot and compare times afterwards.",
            },
            {
              question: "How scary is it, really?",
              answer: "Think Halloween hayride, not haunted house. People scream once and laugh for the rest of the hour.",
            },
          ],
        },
      },
      bookCta("Hungry?", "Eat or Be Eaten is the room we suggest for a second visit, and our favourite for Friday-night groups."),
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Packages                                                            */
/* ------------------------------------------------------------------ */

const packagePages: PageSeed[] = [
  {
    path: "birthday-party",
    title: "Escape Room Birthday Parties",
    description:
      "Birthday party packages for ages 8 and up: a private escape room, party room, pizza and a host who runs the whole thing. From $299 for up to 8 guests.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "split",
          eyebrow: "Birthday parties",
          heading: "The birthday party they'll still talk about at school on Monday",
          body: "One hour in a private escape room, 45 minutes in our party room and a host who handles the games, the photos and the clean-up. You bring the cake.",
          actions: [
            { label: `Call ${PHONE} to book`, href: TEL },
            { label: "See the rooms", href: "games", variant: "secondary" },
          ],
          illustration: "cake",
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Party packages",
          intro: "All packages run on any day of the week, with party start times at 11:00, 1:30 and 4:00 on weekends.",
          plans: [
            {
              name: "Party of 8",
              price: "$299",
              description: "One room, up to 8 players including any adults who play.",
              features: [
                "Private game in Bigfoot or Eat or Be Eaten",
                "45 minutes in the party room",
                "Two large pizzas and a pitcher of lemonade",
                "Printed team photo for the birthday guest",
              ],
            },
            {
              name: "Party of 16",
              price: "$549",
              description: "Two rooms played side by side, then a showdown over who escaped faster.",
              features: [
                "Two private games at the same time",
                "60 minutes in the party room",
                "Four large pizzas, lemonade and water",
                "Printed team photos for both teams",
                "Winner's medal for the birthday guest",
              ],
              highlighted: true,
            },
            {
              name: "Teen party",
              price: "$329",
              description: "For 13- to 17-year-olds who want the hardest room.",
              features: [
                "Private game in Cryosleep or Eat or Be Eaten",
                "45 minutes in the party room",
                "Two large pizzas and soda",
                "Parents can wait in the lounge",
              ],
            },
          ],
          note: "A $100 deposit holds your date and is applied to the total. Extra party-room time is $50 per half hour. Pizza is from Mario's on Railroad Street; gluten-free and cheese-free pizzas are available on request.",
        },
      },
      {
        type: "steps",
        props: {
          heading: "How the party runs",
          items: [
            {
              title: "Arrive 15 minutes early",
              body: "Your host meets you at the door, gets everyone's coats on hooks and runs through the rules with the kids in the lobby.",
            },
            {
              title: "Play",
              body: "Sixty minutes in the room, with the host giving hints over the radio as often as the group needs. Parents can watch the cameras from the lounge if they're not playing.",
            },
            { title: "Photos", body: "Every team gets a photo with props at the finish, whether they escaped or not. We email them the same evening." },
            {
              title: "Party room",
              body: "Pizza is on the table when you come out. Bring your own cake, candles and decorations; we supply plates, napkins, a cake knife and the lighter.",
            },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "What's the youngest age you recommend?",
              answer:
                "Eight is the youngest age we recommend, and Bigfoot is the room to pick. Mixed ages work well: a younger sibling teamed with older kids and a parent usually has a great time.",
            },
            {
              question: "Do adults have to play?",
              answer: "One adult needs to be in each room with players under 14. Other adults are welcome to relax in the lounge with coffee, on us.",
            },
            { question: "Can we bring food other than cake?", answer: "Yes: snacks, cupcakes and drinks are fine. No alcohol at children's parties." },
            {
              question: "What if a guest cancels?",
              answer:
                "Packages are priced for up to 8 or 16 players, so a missing guest or two doesn't change the price. Tell us about changes up to 48 hours ahead and we'll adjust the pizza.",
            },
          ],
        },
      },
      {
        type: "form",
        props: {
          heading: "Pick a date",
          intro:
            "Weekend parties book three to four weeks ahead, especially in winter. Tell us the date, the age group and how many guests you're expecting, and we'll confirm within one business day.",
          form: "birthday-party",
        },
      },
      {
        type: "cta",
        props: {
          heading: "Rather book by phone?",
          body: "Call the front desk and we'll check dates while you're on the line, or email the events team.",
          action: { label: `Call ${PHONE}`, href: TEL },
          secondary: { label: EVENTS_EMAIL, href: EVENTS_MAILTO, variant: "secondary" },
        },
      },
    ],
  },
  {
    path: "date-night",
    title: "Date Night at Lockstep",
    description:
      "Escape room date night for two: a private room, drinks at Railyard Brewing next door and a framed photo. $79 per couple, Thursday to Saturday.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "centered",
          eyebrow: "Date night",
          heading: "Skip dinner and a movie. Solve a murder at a diner instead.",
          body: "Our date-night package is one private room for two, a framed photo of the pair of you and a drink afterwards on us. Thursday, Friday and Saturday evenings.",
          actions: [{ label: `Call ${PHONE} to book`, href: TEL }],
          illustration: "heart",
        },
      },
      {
        type: "pricing",
        props: {
          heading: "The date-night package",
          plans: [
            {
              name: "Date night for two",
              price: "$79",
              period: "per couple",
              description: "Thursday to Saturday, 6:00 to 9:30 p.m. start times.",
              features: [
                "Private game in any of our three rooms",
                "A framed 5×7 team photo to take home",
                "Two drink vouchers for the brewery next door",
                "Reserved corner of the lounge for 20 minutes after your game",
              ],
              highlighted: true,
            },
            {
              name: "Double date",
              price: "$149",
              period: "for four",
              description: "Two couples, one room. Find out who really does the puzzles in each relationship.",
              features: ["Private game in any room", "Two framed photos", "Four drink vouchers"],
            },
          ],
          note: "A weekend game for two at regular prices is $72, so the package adds the photo and drinks for $7. Drink vouchers are for guests 21 and over; soda and mocktails are included for everyone else.",
        },
      },
      {
        type: "features",
        props: {
          heading: "Which room for a date?",
          columns: 3,
          items: [
            {
              icon: "utensils",
              title: "Eat or Be Eaten",
              body: "The most popular date room by far: spooky, silly and very beatable by two. The pie booth photo is a classic.",
              href: "eat-or-be-eaten",
              linkLabel: "About the diner",
            },
            {
              icon: "trees",
              title: "Bigfoot",
              body: "A cozy cabin and a relaxed pace. Good for a first date or a couple who has never done an escape room.",
              href: "bigfoot",
              linkLabel: "About the cabin",
            },
            {
              icon: "rocket",
              title: "Cryosleep",
              body: "For competitive couples who have done rooms before. Expect to need a couple of hints, and to argue about the star chart.",
              href: "cryosleep",
              linkLabel: "About the ship",
            },
          ],
        },
      },
      {
        type: "testimonials",
        props: {
          items: [
            {
              quote:
                "We did the diner for our fifth anniversary and laughed the whole hour. The photo is on our fridge. Then we walked next door and relived every puzzle over a pint.",
              name: "Dana & Kurt",
              detail: "Played Eat or Be Eaten",
              rating: 5,
            },
            {
              quote: "Way better than a movie. You actually talk to each other, and you learn fast who reads instructions and who doesn't.",
              name: "Priya S.",
              detail: "Played Bigfoot",
              rating: 5,
            },
          ],
        },
      },
      {
        type: "form",
        props: {
          heading: "Book date night or plan a proposal",
          intro:
            "Tell us the evening, package and room you'd like and a host will confirm your private game within one business day. We've hidden rings in the Bigfoot footlocker and the diner's recipe box: tell us at least a week ahead and we'll help you plan it, at no extra charge.",
          form: "date-night",
        },
      },
      {
        type: "cta",
        props: {
          heading: "Rather talk it through?",
          body: "Call the front desk and ask for the events team. We're good at keeping secrets.",
          action: { label: `Call ${PHONE}`, href: TEL },
          secondary: { label: "Compare the rooms", href: "games", variant: "secondary" },
        },
      },
    ],
  },
  {
    path: "team-building",
    title: "Team Building Escape Rooms",
    description:
      "Team building for offices across Rochester: private escape rooms for 4 to 24 people, a facilitated debrief and a meeting room. From $38 per person.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "split",
          eyebrow: "Team building",
          heading: "An hour that shows you how your team actually works",
          body: "Lockstep runs team events for companies, schools and nonprofits across Monroe and Ontario counties: up to 24 people at once across our three rooms, with a facilitator who turns the hour into a conversation about how you communicate.",
          actions: [
            { label: `Call ${PHONE}`, href: TEL },
            { label: "Email the events team", href: EVENTS_MAILTO, variant: "secondary" },
          ],
          illustration: "handshake",
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Corporate packages",
          intro: "Prices per person, with a minimum of 4. Available seven days a week, including weekday mornings from 9:00 when we're closed to the public.",
          plans: [
            {
              name: "Escape",
              price: "$38",
              period: "per person",
              features: [
                "Private game in one or more rooms",
                "Teams balanced and assigned by us",
                "Results leaderboard and team photos",
                "Lounge with coffee and water",
              ],
            },
            {
              name: "Escape & debrief",
              price: "$52",
              period: "per person",
              description: "Our most booked package.",
              features: [
                "Everything in Escape",
                "Pre-game briefing with your goals in mind",
                "30-minute facilitated debrief with camera highlights",
                "Meeting room for 90 minutes",
              ],
              highlighted: true,
            },
            {
              name: "Half-day offsite",
              price: "$89",
              period: "per person",
              features: [
                "Everything in Escape & debrief",
                "Meeting room for four hours with screen and whiteboards",
                "Catered lunch from Fairport's Brick & Basil",
                "Second round in a new room after lunch",
              ],
            },
          ],
          note: "Invoicing, purchase orders and W-9 available. Nonprofits, schools and public agencies receive 10% off.",
        },
      },
      {
        type: "steps",
        props: {
          heading: "How a team event runs",
          items: [
            {
              title: "Planning call",
              body: "A 15-minute call about group size, goals and anyone who needs accommodations. We suggest a room mix and send a quote the same day.",
            },
            { title: "Arrival and briefing", body: "Coffee in the lounge, then a 10-minute briefing. We mix departments into teams unless you ask us not to." },
            {
              title: "Sixty minutes in the rooms",
              body: "Teams play at the same time, so nobody waits around. Our hosts note the moments worth talking about afterwards.",
            },
            {
              title: "Debrief",
              body: "The facilitator plays back camera clips (who found the key, who nobody listened to) and leads a discussion on communication, leadership and handing off work.",
            },
          ],
        },
      },
      {
        type: "logoCloud",
        props: {
          heading: "Teams who have played with us",
          logos: [
            { name: "Canal Town Credit Union", image: seedImage("logos/canal-town-credit-union") },
            { name: "Monroe Valley Schools", image: seedImage("logos/monroe-valley-schools") },
            { name: "Henrietta Dental Group", image: seedImage("logos/henrietta-dental-group") },
            { name: "Finger Lakes Health Partners", image: seedImage("logos/finger-lakes-health-partners") },
            { name: "Twelve Corners Library", image: seedImage("logos/twelve-corners-library") },
            { name: "Lakeshore Software", image: seedImage("logos/lakeshore-software") },
          ],
        },
      },
      {
        type: "testimonials",
        props: {
          items: [
            {
              quote:
                "The debrief was the part I didn't expect. Seeing ourselves on camera, talking over each other at the airlock, started a better conversation about meetings than any workshop we've paid for.",
              name: "Melissa T.",
              detail: "Operations manager, Henrietta",
              rating: 5,
            },
            {
              quote: "Twenty-two people, three rooms, zero standing around. They handled the invoicing through our purchasing office without any fuss.",
              name: "Jordan B.",
              detail: "HR coordinator, Pittsford",
              rating: 5,
            },
          ],
        },
      },
      {
        type: "form",
        props: {
          heading: "Get a quote for your team",
          intro: "Tell us your group size, a couple of possible dates and which package interests you. We reply within one business day.",
          form: "team-building",
        },
      },
      {
        type: "cta",
        props: {
          heading: "Prefer a quick call?",
          body: "Call the front desk and ask for the events team, or email us with your group size and dates.",
          action: { label: `Call ${PHONE}`, href: TEL },
          secondary: { label: "Email events@lockstepescapes.example", href: EVENTS_MAILTO, variant: "secondary" },
        },
      },
    ],
  },
  {
    path: "special-event",
    title: "Private Events & Full-Venue Buyouts",
    description:
      "Bachelorette parties, family reunions, youth groups and full-venue buyouts for up to 24 players, with the lounge and party room to yourselves.",
    blocks: [
      {
        type: "split",
        props: {
          eyebrow: "Special events",
          heading: "The whole building, just for your group",
          body: md`
            Some occasions need more than one room. For bachelor and bachelorette parties, family reunions, youth groups, scout troops, wedding-weekend outings and holiday parties, we close to the public and hand you the keys: three rooms, the lounge, the party room and two game hosts.

            Groups of up to 24 play at once. Larger groups (we've hosted 60) play in two waves, with the lounge, a trivia round and the photo wall keeping the first wave busy while the second plays.
          `,
          illustration: "sparkles",
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Event pricing",
          plans: [
            {
              name: "Party room add-on",
              price: "$75",
              period: "per hour",
              description: "Add our party room to any booking of 6 or more players.",
              features: ["Seats 24", "Bring your own food and drink", "Beer and wine permitted for guests 21+", "Bluetooth speaker and TV"],
            },
            {
              name: "Venue buyout",
              price: "$850",
              period: "up to 24 players, 2.5 hours",
              description: "All three rooms, the lounge and party room.",
              features: ["Closed to the public", "Two hosts and a leaderboard", "Team photos for every group", "Extra players $32 each, second wave included"],
              highlighted: true,
            },
            {
              name: "Catering",
              price: "From $14",
              period: "per person",
              description: "Pizza, wings and salad from neighbours on Railroad Street, set up before you arrive.",
              features: ["Vegetarian and gluten-free options", "Coffee and soft drinks included"],
            },
          ],
          note: "Buyouts need a $250 deposit, refundable up to 14 days before the event. Weekday-evening buyouts are $700.",
        },
      },
      {
        type: "features",
        props: {
          heading: "Events we host often",
          columns: 2,
          items: [
            {
              icon: "gem",
              title: "Bachelor & bachelorette parties",
              body: "Eat or Be Eaten and Bigfoot head-to-head, then the party room for an hour before you head downtown. Sashes and veils are welcome in the team photo.",
            },
            {
              icon: "users",
              title: "Family reunions",
              body: "Grandparents to grandkids. We mix generations into teams so the kids and the retirees have to cooperate.",
            },
            {
              icon: "school",
              title: "Youth groups & scouts",
              body: "Weekday rates for groups of 12 or more under 18, with chaperones free. Scouts can work toward problem-solving badge requirements.",
            },
            { icon: "star", title: "Holiday parties", body: "December weekday evenings book up by October. Ask about our holiday-themed leaderboard trophy." },
          ],
        },
      },
      {
        type: "form",
        props: {
          heading: "Tell us about your event",
          intro: "Send the date, group size and the occasion, and we'll reply with a quote and a room plan within one business day.",
          form: "special-event",
        },
      },
      {
        type: "cta",
        props: {
          heading: "Rather talk to the events team?",
          body: "Call the front desk and ask for the events team, or email us.",
          action: { label: `Call ${PHONE}`, href: TEL },
          secondary: { label: "Email the events team", href: EVENTS_MAILTO, variant: "secondary" },
        },
      },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Company pages                                                       */
/* ------------------------------------------------------------------ */

const companyPages: PageSeed[] = [
  {
    path: "",
    title: "Lockstep Escape Rooms | Rochester, NY",
    description:
      "Three hand-built escape rooms near the Rochester Public Market: Bigfoot, Cryosleep and Eat or Be Eaten. 60 minutes, 2-8 players, from $32 per player.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "banner",
          eyebrow: "Escape rooms on Railroad Street, Rochester",
          heading: "Sixty minutes. One locked room. Your whole team, in lockstep.",
          body: "Three original rooms, built by hand in our workshop: a Bigfoot hunter's cabin in the Bristol Hills, a colony ship that woke you too early, and a roadside diner with a very particular menu. Every team gets a live host, and any group can book all 8 places in a game to have the room to itself.",
          actions: [
            { label: "Book a game", href: "booking" },
            { label: "See the games", href: "games", variant: "secondary" },
          ],
          illustration: "key-round",
        },
      },
      {
        type: "features",
        props: {
          heading: "Choose your room",
          intro: `All rooms are 60 minutes for 2 to 8 players, ${priceWords(GAME_PRICES, "per player")}.`,
          columns: 3,
          items: [
            {
              icon: "trees",
              title: "Bigfoot",
              body: "Search a missing researcher's cabin for proof of what lives on the ridge. Difficulty 2 of 5, ages 8+. Our best first room.",
              href: "bigfoot",
              linkLabel: "Explore Bigfoot",
            },
            {
              icon: "rocket",
              title: "Cryosleep",
              body: "Wake early aboard the colony ship Seneca and restore life support before the air runs out. Difficulty 4 of 5, ages 12+.",
              href: "cryosleep",
              linkLabel: "Explore Cryosleep",
            },
            {
              icon: "cooking-pot",
              title: "Eat or Be Eaten",
              body: "Escape a Route 364 diner where the chef's specials are his customers. Horror-comedy, difficulty 3 of 5, ages 14+.",
              href: "eat-or-be-eaten",
              linkLabel: "Explore the diner",
            },
          ],
        },
      },
      {
        type: "stats",
        props: {
          items: [
            { value: "28,000+", label: "players since we opened in 2019" },
            { value: "3", label: "original rooms, designed and built in-house" },
            { value: "4.9 / 5", label: "average rating across 1,400 reviews" },
            { value: "7 days", label: "a week, with games from 10 a.m. on weekends" },
          ],
        },
      },
      {
        type: "steps",
        props: {
          heading: "How an escape room works",
          items: [
            {
              title: "Book your places",
              body: "Pick a room and a time and book a place for each player. Book all 8 places if you'd rather not share the room with another group.",
            },
            { title: "Arrive 15 minutes early", body: "Your game host explains the rules, takes your phones into a locker and tells you the story." },
            {
              title: "Sixty minutes",
              body: "Search, solve and unlock your way through the room. Ask for hints whenever you like; the host is watching and happy to help.",
            },
            { title: "Photo and debrief", body: "Win or lose, you get a team photo and a walk-through of anything you missed." },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Make it an occasion",
          columns: 4,
          items: [
            {
              icon: "cake",
              title: "Birthday parties",
              body: "Room, party room, pizza and a host, from $299 for eight.",
              href: "birthday-party",
              linkLabel: "Party packages",
            },
            {
              icon: "heart",
              title: "Date night",
              body: "A private room for two, a framed photo and drinks next door, $79.",
              href: "date-night",
              linkLabel: "Date night",
            },
            {
              icon: "briefcase",
              title: "Team building",
              body: "Up to 24 people at once, with a facilitated debrief, from $38 per person.",
              href: "team-building",
              linkLabel: "Corporate events",
            },
            {
              icon: "gift",
              title: "Gift cards",
              body: "Any amount from $25, delivered by email or in a puzzle box.",
              href: "gift-cards",
              linkLabel: "Gift cards",
            },
          ],
        },
      },
      {
        type: "testimonials",
        props: {
          heading: "What players say",
          items: [
            {
              quote: "We've done rooms in Buffalo, Toronto and Syracuse and Cryosleep is the best-built one we've played. The pod start alone is worth it.",
              name: "Marcus L.",
              detail: "Escaped with 3 minutes to spare",
              rating: 5,
            },
            {
              quote:
                "Took my parents and my two kids (9 and 12) to Bigfoot. Everybody had a job, nobody was bored, and the ending had my dad laughing so hard he cried.",
              name: "Erin K.",
              detail: "Family of five, Webster",
              rating: 5,
            },
            {
              quote: "The host was so good: just enough of a nudge without giving it away. We'll be back for the diner.",
              name: "Tomás R.",
              detail: "Played Bigfoot",
              rating: 5,
            },
          ],
        },
      },
      bookCta("Find a time that works", "Open seven days a week. Weekday evenings are the easiest to book at short notice."),
    ],
  },
  {
    path: "games",
    title: "Our Escape Room Games",
    description: "Compare Lockstep's three escape rooms by story, difficulty, age guidance and scare level, and find the right room for your group.",
    blocks: [
      {
        type: "richText",
        props: {
          doc: md`
            Every Lockstep room is designed and built in our own workshop behind the lobby, by a team of two set builders, a puzzle designer and a very patient electrician. No kits, no franchise: you won't find these rooms anywhere else.

            Every room runs for **60 minutes**, takes **2 to 8 players** and costs **$32 per player Monday to Thursday and $36 Friday to Sunday**. You book a place for each player; book all 8 places to keep the room to yourselves.
          `,
        },
      },
      {
        type: "features",
        props: {
          heading: "The rooms",
          columns: 3,
          items: [
            {
              icon: "trees",
              title: "Bigfoot: The Bristol Hills Expedition",
              body: "Adventure · Difficulty 2/5 · Ages 8+ · Escape rate 64%. A wood-stove cabin, a missing researcher and footprints that don't add up. Step-free and great for families.",
              href: "bigfoot",
              linkLabel: "Bigfoot details",
            },
            {
              icon: "rocket",
              title: "Cryosleep: Wake Up Aboard the Seneca",
              body: "Sci-fi · Difficulty 4/5 · Ages 12+ · Escape rate 31%. Three connected spaces, intercom teamwork and a ship's computer with trust issues. For experienced teams.",
              href: "cryosleep",
              linkLabel: "Cryosleep details",
            },
            {
              icon: "cooking-pot",
              title: "Eat or Be Eaten: The Blue Heron Diner",
              body: "Horror-comedy · Difficulty 3/5 · Ages 14+ · Escape rate 47%. A walk-in cooler, a jukebox and a chef with a recipe box you shouldn't open. Mildly spooky, very funny.",
              href: "eat-or-be-eaten",
              linkLabel: "Diner details",
            },
          ],
        },
      },
      {
        type: "features",
        props: {
          heading: "Which room should we play first?",
          columns: 2,
          items: [
            { icon: "users", title: "Family with kids under 12", body: "Bigfoot. It's built so younger players can contribute, and nothing in it is scary." },
            {
              icon: "star",
              title: "Never done an escape room",
              body: "Bigfoot, then the diner on your next visit. Cryosleep is a lot more fun once you know how rooms work.",
            },
            { icon: "ghost", title: "Friends who like a bit of spooky", body: "Eat or Be Eaten. It's our most-booked room for adult groups and parties." },
            {
              icon: "target",
              title: "Enthusiasts with 10+ rooms behind them",
              body: "Cryosleep. Try to beat the 41-minute record, and ask your host about the no-hints leaderboard.",
            },
          ],
        },
      },
      {
        type: "faq",
        props: {
          heading: "Common questions about the rooms",
          items: [
            {
              question: "Can we play two rooms in one visit?",
              answer: "Yes. Book back-to-back slots and we'll give you a 15-minute break in the lounge between them. Many groups play Bigfoot then the diner.",
            },
            {
              question: "Can a big group split between rooms?",
              answer: "Absolutely. Up to 24 people can play at once across the three rooms. Groups who play at the same time get a shared leaderboard.",
            },
            {
              question: "Do we need to be strong, fast or good at maths?",
              answer:
                "No. Our puzzles are about noticing, communicating and putting things together. Nothing needs force, and nothing requires anything beyond basic arithmetic.",
            },
          ],
        },
      },
      bookCta("Picked your room?", "Live availability for every room is on our booking page."),
    ],
  },
  {
    path: "booking",
    title: "Book an Escape Room",
    description:
      "Book a Lockstep escape room online: choose a game, a time and your places, pay in full, and move or cancel free up to 24 hours before you play.",
    blocks: [
      {
        type: "booking",
        props: {
          heading: "Book a game",
          intro: "Choose a day, then a start time, then your game and how many places you need. Book all 8 places to keep the room to yourselves.",
          bookables: ["bigfoot", "cryosleep", "eat-or-be-eaten"],
        },
      },
      {
        type: "steps",
        props: {
          heading: "How booking works",
          intro:
            "Each game holds up to 8 players, and you book a place for each player in your group. A smaller group may share the room with another group; to keep the room to yourselves, book all 8 places.",
          items: [
            {
              title: "Choose a day and a start time",
              body: "Games start every 90 minutes: Monday to Friday from 4:00 p.m. and weekends from 10:00 a.m. The last game starts at 8:30 p.m. Monday to Thursday, 10:00 p.m. on Fridays and Saturdays, and 5:30 p.m. on Sundays. Book up to 60 days ahead.",
            },
            {
              title: "Choose your game and places",
              body: "Between 2 and 8 places per booking, one for each player. Each start time shows the largest group it still takes, and each game how many places it has left.",
            },
            { title: "Pay in full", body: `Pay for your places by card when you book: ${priceWords(GAME_PRICES)}. Your places are held while you pay.` },
            {
              title: "Get your confirmation",
              body: "We email a confirmation with the room's story, directions, parking, a waiver link and a link to move or cancel your booking. Everyone who plays signs the waiver once; it takes a minute on a phone.",
            },
          ],
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Prices",
          plans: [
            {
              name: "Monday–Thursday",
              price: formatCents(GAME_PRICES.pricePerPersonCents),
              period: "per player",
              features: ["Any room", "2 to 8 places per booking", "Starts from 4:00 p.m."],
            },
            {
              name: "Friday–Sunday",
              price: formatCents(GAME_PRICES.weekendPricePerPersonCents),
              period: "per player",
              features: ["Any room", "2 to 8 places per booking", "Starts from 10:00 a.m. on weekends"],
              highlighted: true,
            },
            {
              name: "Groups over 8",
              price: "Same price",
              description: "Book two or three rooms at the same time and play head to head.",
              features: ["Up to 24 players at once", "Shared leaderboard"],
              action: { label: "Team and event packages", href: "team-building", variant: "secondary" },
            },
          ],
          note: `Sales tax is included. A private game for your group alone is 8 places: ${formatCents(8 * GAME_PRICES.pricePerPersonCents)} Monday to Thursday, ${formatCents(8 * GAME_PRICES.weekendPricePerPersonCents)} Friday to Sunday. To pay with a gift card, enter its code when you book.`,
        },
      },
      {
        type: "notice",
        props: {
          tone: "warning",
          heading: "Please arrive 15 minutes early",
          body: "Your game starts at the time on your booking, and the next group is right behind you. If you arrive more than 10 minutes late, we'll start your game anyway and it will be shorter. Teams more than 30 minutes late are treated as a no-show.",
        },
      },
      {
        type: "faq",
        props: {
          heading: "Changes, cancellations and policies",
          items: [
            {
              question: "Can I reschedule?",
              answer:
                "Yes. Up to 24 hours before your game, use the link in your confirmation email to move your booking, free of charge, to another time of the same room that has enough places left and the same price (weekday to weekday, or Friday to Sunday). For any other change, or within 24 hours, call us: inside 24 hours we'll move you once if there's space, for a $20 rebooking fee.",
            },
            {
              question: "What's your cancellation policy?",
              answer:
                "Cancel through the link in your confirmation email more than 24 hours before your game and you get a full refund to the card you paid with. Within 24 hours, bookings can't be refunded, but call us and we'll always try to reschedule.",
            },
            {
              question: "What if the weather is bad?",
              answer: "If the NYS Thruway or Monroe County issues a travel ban or we close for snow, we'll call you and move or refund your booking in full.",
            },
            {
              question: "Can I book for today?",
              answer:
                "Often, yes, while a game still has places. Online booking closes an hour before each game starts; after that, call the front desk and we'll fit you in if we can.",
            },
            {
              question: "Do you have a minimum charge?",
              answer:
                "No. Two players pay for two places. A group that books fewer than 8 places may share the game with another group; book all 8 places and the room is yours alone.",
            },
            {
              question: "What is it like to share a game?",
              answer:
                "Your host introduces everyone before the clock starts, and the rooms are built for up to 8 players working at once. Many shared teams stay for the photo together. If you'd rather play on your own, book all 8 places.",
            },
          ],
        },
      },
      {
        type: "contactDetails",
        props: {
          heading: "Prefer to book by phone?",
          intro:
            "Call the front desk during opening hours and we'll book you in while you're on the line. For groups of 9 or more, send a request from our team building or private events page, or email the events team.",
        },
      },
    ],
  },
  {
    path: "gift-cards",
    title: "Escape Room Gift Cards",
    description:
      "Lockstep gift cards in any amount from $25, delivered by email or in a locked puzzle box. Good for any room and package, and they never expire.",
    blocks: [
      {
        type: "hero",
        props: {
          variant: "split",
          eyebrow: "Gift cards",
          heading: "Give an hour they'll talk about for years",
          body: "Lockstep gift cards work for every room, every package and every day of the week. Buy one online and it's emailed to the recipient in minutes, or pick up a gift card locked inside one of our wooden puzzle boxes at the front desk.",
          actions: [
            { label: `Call ${PHONE}`, href: TEL },
            { label: "Email us", href: MAILTO, variant: "secondary" },
          ],
          illustration: "gift",
        },
      },
      {
        type: "giftCard",
        props: {
          heading: "Buy a gift card",
          intro:
            "Choose an amount, or type any amount from $25 to $500. Add the recipient's name, email address and a message: they receive an email with your message and their gift card code.",
          amountsCents: [2500, 7200, 14400],
          customMinCents: 2500,
          customMaxCents: 50000,
          balanceCheck: true,
        },
      },
      {
        type: "pricing",
        props: {
          heading: "Popular gift amounts",
          plans: [
            {
              name: "For two",
              price: "$72",
              description: "A weekend game for two players, or date night with $7 to spare.",
              features: ["Buy online and email it", "Never expires"],
            },
            {
              name: "For four",
              price: "$144",
              description: "A weekend game for a family or group of four.",
              features: ["Buy online and email it", "Never expires"],
              highlighted: true,
            },
            {
              name: "Puzzle box",
              price: "$10",
              period: "plus any amount",
              description: "A hand-made wooden box with a three-digit lock. The code is hidden in a riddle on the card.",
              features: ["Pick up at the front desk", "Or shipped in the US for $8"],
            },
          ],
          note: "Choose any amount from $25 ($500 at most online). Gift cards can be used for any room, party, team event or buyout, and for several bookings until the balance runs out.",
        },
      },
      {
        type: "steps",
        props: {
          heading: "How gift cards work",
          items: [
            {
              title: "Buy online",
              body: "Choose an amount in the form on this page and pay by card. Puzzle boxes are sold at the front desk any time we're open.",
            },
            { title: "Personalize", body: "Add the recipient's name and email address and a message for them." },
            { title: "They get a code", body: "The recipient receives an email with your message and a 16-character gift card code. You get a receipt." },
            { title: "Redeem", body: "The recipient gives the code at the front desk or when booking by phone. Any remaining balance stays on the card." },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            { question: "Do gift cards expire?", answer: "No. Lockstep gift cards never expire and have no fees." },
            { question: "Can I check my balance?", answer: "Yes. Enter the code in the balance checker on this page." },
            {
              question: "I lost my gift card. Can you help?",
              answer: "If you have the purchase receipt or the email the card arrived in, we can look it up and reissue it.",
            },
            {
              question: "Do you offer corporate gift cards?",
              answer: "Yes. Orders of 10 or more cards get 10% extra value on each card, and we can print them with your company name.",
            },
          ],
        },
      },
    ],
  },
  {
    path: "events",
    title: "Recurring Events at Lockstep",
    description:
      "Monthly Lights Out nights, Tuesday puzzle-hunt league, homeschool mornings and our October haunt: the regular events on the Lockstep calendar.",
    blocks: [
      {
        type: "richText",
        props: {
          doc: md`
            Beyond regular games, a few things happen at Lockstep every week, month or year. Dates follow the same pattern each time, so you can plan ahead; call or email to reserve a place.
          `,
        },
      },
      {
        type: "features",
        props: {
          heading: "On the calendar",
          columns: 2,
          items: [
            {
              icon: "lightbulb",
              title: "Lights Out Fridays (first Friday of the month)",
              body: "Play Bigfoot or the diner by flashlight. We switch off the room lights, hand each team two lanterns and add a few puzzles that only show up under UV. 8:30 and 10:00 p.m., $38 per player, ages 16+.",
            },
            {
              icon: "puzzle",
              title: "Puzzle League (Tuesdays, 7:00 p.m.)",
              body: "A six-week league of tabletop puzzle rounds in the lounge, teams of 2 to 4, $10 per player per night. The season's champions get their names on the Lockstep key board and a free game for the team.",
            },
            {
              icon: "school",
              title: "Homeschool Mornings (second Wednesday, 10:00 a.m.)",
              body: "Bigfoot with a pre-game lesson on field science and evidence, for ages 8 to 14. $20 per student, parents free. Groups of up to 16.",
            },
            {
              icon: "ghost",
              title: "Blue Heron After Dark (weekends in October)",
              body: "Eat or Be Eaten with the lights down, extra sound cues and Chef Harlan's voice live from the kitchen speaker. Ages 16+, $40 per player. Books out by mid-September.",
            },
          ],
        },
      },
      {
        type: "split",
        props: {
          eyebrow: "Puzzle League",
          heading: "Six Tuesdays, four rounds a night, one trophy",
          body: md`
            Each League night has four rounds: a logic grid, a cipher, a physical puzzle passed from table to table, and a final "meta" puzzle built from the answers to the first three. Points carry across the season; your best five nights count.

            New teams are welcome in any week, and singles can be matched with a team. Seasons start in January, March, May, September and November.
          `,
          illustration: "puzzle",
          reverse: true,
        },
      },
      {
        type: "notice",
        props: {
          tone: "info",
          heading: "Holiday hours",
          body: "We're open on most holidays at our usual prices for that day of the week; the days we close are listed with our hours, and the booking calendar never offers them. School-break weeks add weekday daytime games from 11:00 a.m.; call to book them.",
        },
      },
      {
        type: "cta",
        props: {
          heading: "Save a place",
          body: "Lights Out, League and Homeschool Mornings have limited places. Call or email with the date and number of players.",
          action: { label: `Call ${PHONE}`, href: TEL },
          secondary: { label: "Email us", href: MAILTO, variant: "secondary" },
        },
      },
    ],
  },
  {
    path: "blog",
    title: "The Lockstep Blog",
    description: "Escape room tips, behind-the-scenes stories from our workshop and news from Lockstep Escape Rooms in Rochester.",
    blocks: [
      {
        type: "postList",
        props: {
          intro: "Tips for your first game, stories from the workshop and what we're building next.",
        },
      },
      bookCta("Put the tips to the test", "Three rooms, seven days a week, near the Public Market."),
    ],
  },
  {
    path: "contact",
    title: "Contact Lockstep Escape Rooms",
    description: "Find Lockstep Escape Rooms on Railroad Street near the Rochester Public Market: hours, parking, accessibility, phone and email.",
    blocks: [
      {
        type: "form",
        props: {
          heading: "Send us a message",
          intro:
            "Questions about a game, an existing booking or accessibility: we reply within one business day. Planning a party or team event? Each has its own request form on its page.",
          form: "contact",
        },
      },
      {
        type: "contactDetails",
        props: {
          heading: "Visit, call or email",
          intro: "We're a block from the Rochester Public Market, in the red-brick building with the giant brass key over the door.",
        },
      },
      {
        type: "features",
        props: {
          heading: "Getting here",
          columns: 3,
          items: [
            {
              icon: "car",
              title: "Parking",
              body: "Free parking in our lot on the Railroad Street side, plus street parking on Union Street. On Saturday mornings the market fills the area: allow an extra 10 minutes.",
            },
            {
              icon: "accessibility",
              title: "Accessibility",
              body: "Step-free entrance, lobby, lounge, restrooms and Bigfoot. Cryosleep and the diner have one low step each. Call us about any accommodation.",
            },
            {
              icon: "coffee",
              title: "Before and after",
              body: "Railyard Brewing Co. is next door, and the Public Market's food stalls are open Tuesday, Thursday and Saturday mornings.",
            },
          ],
        },
      },
      {
        type: "faq",
        props: {
          items: [
            {
              question: "Who do I contact about parties and team events?",
              answer:
                "Send a request from the birthday party, team building or private events page, email events@lockstepescapes.example, or call the front desk and ask for the events team. We reply within one business day.",
            },
            {
              question: "Do you answer the phone during games?",
              answer:
                "Our hosts are sometimes in the middle of a game. If we don't pick up, leave a message and we'll call back within the hour during opening times.",
            },
          ],
        },
      },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Bookable games: one session per start time, 8 places each            */
/* ------------------------------------------------------------------ */

/** Start times, matching the booking page: every 90 minutes, last game 8:30 p.m. Mon-Thu, 10 p.m. Fri-Sat, 5:30 p.m. Sun. */
const gameSchedule: BookableInput["schedule"] = [
  { days: ["mon", "tue", "wed", "thu"], times: ["16:00", "17:30", "19:00", "20:30"] },
  { days: ["fri"], times: ["16:00", "17:30", "19:00", "20:30", "22:00"] },
  { days: ["sat"], times: ["10:00", "11:30", "13:00", "14:30", "16:00", "17:30", "19:00", "20:30", "22:00"] },
  { days: ["sun"], times: ["10:00", "11:30", "13:00", "14:30", "16:00", "17:30"] },
];

const game = (key: string, name: string, description: string): BookableInput => ({
  key,
  name,
  description,
  ...GAME_PRICES,
  minParty: 2,
  maxParty: 8,
  capacity: 8,
  durationMinutes: 60,
  schedule: gameSchedule,
  horizonDays: 60,
});

const bookables: BookableInput[] = [
  game(
    "bigfoot",
    "Bigfoot: The Bristol Hills Expedition",
    "Search a missing researcher's cabin for proof of what lives on the ridge. Difficulty 2 of 5, ages 8 and up, step-free. Our best first room.",
  ),
  game(
    "cryosleep",
    "Cryosleep: Wake Up Aboard the Seneca",
    "Wake early aboard a failing colony ship and restore life support before the air runs out. Difficulty 4 of 5, ages 12 and up. For experienced teams.",
  ),
  game(
    "eat-or-be-eaten",
    "Eat or Be Eaten: The Blue Heron Diner",
    "Escape a Route 364 diner where the chef's specials are his customers. Horror-comedy, difficulty 3 of 5, recommended 14 and up.",
  ),
];

/* ------------------------------------------------------------------ */
/* Posts                                                               */
/* ------------------------------------------------------------------ */

const posts: PostSeed[] = [
  {
    slug: "first-escape-room-what-to-expect",
    title: "Your first escape room: what to expect, hour by hour",
    excerpt: "Never played an escape room? Here's what happens from the moment you walk in to the team photo, and how to get the most out of your first hour.",
    author: "Nina Okafor",
    categories: ["tips"],
    publishedDaysAgo: 12,
    body: md`
      About a third of the groups who come through our door have never played an escape room before. If that's you, welcome. Here's what your visit actually looks like, so there are no surprises.

      ## Fifteen minutes before

      Arrive a little early. Your game host will meet you in the lobby, check that everyone has signed the waiver and take phones, bags and coats into a locker. Phones stay out of the room for two reasons: photos would spoil the puzzles for future players, and nobody needs to Google a cipher.

      Then the host gives you the briefing: the story, the rules (no climbing, nothing above head height is part of the game, nothing needs force), and how to ask for hints.

      ## The first ten minutes

      The door closes and the clock starts. This is the moment new teams freeze. Don't. The best thing to do is **search**: open drawers, read everything, turn things over. Say out loud what you find. "There's a padlock with four numbers on the footlocker" is exactly the kind of sentence that wins games.

      ## The middle forty

      By now you'll have a pile of clues and a few locks. Group the clues by what they look like: colours with colours, numbers with numbers. Puzzles usually use everything in a set, so if a clue seems half-useful, another half is somewhere else.

      This is also when to **ask for a hint**. At Lockstep, hints are free and unlimited. If your team has been stuck on the same thing for five minutes, ask. Nobody gets extra points for suffering.

      ## The last ten minutes

      Things speed up. The final puzzles tend to pull together everything you've found. Keep talking, and make sure somebody is reading the clock.

      ## After the game

      Escaped or not, you get a team photo with props and a walk-through from your host: how close you were, what you missed and what most teams get stuck on.

      ## Three tips for your first time

      1. **Pick Bigfoot.** It's built for first-timers.
      2. **Bring four to six people.** Two is hard; eight is crowded for beginners.
      3. **Wear comfortable clothes.** You'll be kneeling to look under things.

      Ready? [See how booking works](booking).
    `,
  },
  {
    slug: "seven-habits-of-teams-that-escape",
    title: "Seven habits of teams that escape",
    excerpt:
      "After 28,000 players, our game hosts know within ten minutes whether a team will make it. These are the habits that separate escapes from near misses.",
    author: "Danny Greer",
    categories: ["tips"],
    publishedDaysAgo: 34,
    body: md`
      Our hosts watch every game on camera, and after a few hundred games you start to see patterns. Here's what the teams that escape do differently. None of it is about being smart.

      ## 1. They talk constantly

      Winning teams narrate. "I've got a key with a red tag." "There's a red lock on the cabinet." The two people who said those things might be on opposite sides of the room, and without saying it out loud they'd never connect.

      ## 2. They put used items in one place

      Once a key has opened its lock, leave it in the lock or put it in a "done" pile. Teams that don't do this spend ten minutes re-trying the same key in every keyhole.

      ## 3. They split up, then regroup

      Strong teams divide the room at the start, search in parallel, then come together every few minutes to share what they have. In Cryosleep, this isn't optional: the ship is built so that you have to work in separate rooms.

      ## 4. They don't get attached to a theory

      If a puzzle isn't working after a few minutes, the answer is rarely "try harder." Hand it to someone fresh. A new pair of eyes solves more stuck puzzles than anything else.

      ## 5. They ask for hints early

      Teams who escape ask for a hint after five minutes stuck, not twenty. A hint costs nothing at Lockstep. Wasted time costs the game.

      ## 6. They read everything carefully

      Half of the clues our hosts give are some version of "read that note again." Escape room writing is dense on purpose. Every word on a card is there for a reason.

      ## 7. They have fun with it

      This sounds soft, but it's true. Teams who laugh at their mistakes recover faster than teams who get frustrated. And the ones who play along with the story, talking to WREN, or whispering in Chef Harlan's kitchen, notice more, because they're paying attention to the world and not just the locks.

      ## Putting it into practice

      Next time you play, assign one person to watch the clock and one to keep the "done" pile. Then say everything out loud. You'll be surprised how much faster it goes.

      Want to try them out? [Compare our rooms](games) and pick your challenge.
    `,
  },
  {
    slug: "building-the-cryosleep-pods",
    title: "Behind the build: how we made the Cryosleep pods",
    excerpt: "Four pods, eleven months, two failed prototypes and one very patient electrician. The story of building the start of our hardest room.",
    author: "Sam Whitlock",
    categories: ["behind-the-scenes"],
    publishedDaysAgo: 58,
    body: md`
      Every Lockstep room starts as a sketch on the whiteboard in our workshop. Cryosleep started as one sentence: "What if the players start the game asleep?"

      Eleven months later, the first team climbed into our cryo pods. Here's how we got there.

      ## Prototype one: the coffin problem

      The first pods were closed boxes with a hinged lid, built from plywood and an old tanning bed canopy. They looked great. They also felt, as one of our test players put it, "like being buried alive with a nightlight." Nobody wants their hour of fun to begin with a panic attack.

      ## Prototype two: too open

      So we went the other way: open frames with a curved acrylic shield on one side. Nobody felt trapped, but nobody felt like they were on a spaceship either. It looked like a tanning salon.

      ## The final pods

      The design we ended up with sits in between. Each pod is a shell of bent birch plywood skinned in aluminium, open along one side, with the acrylic canopy raised on a gas strut, never latched. LED strips along the inside edge fade from cold blue to white when the game starts, and a small speaker in the headrest plays WREN's voice to each player separately. The first puzzle depends on that: each player hears a different part of the message.

      The canopy was the hardest part. We had a local sign shop in Gates heat-form the acrylic over a plywood mould, and the first three cracked as they cooled. The fourth attempt used thicker sheet and a slower cool-down in their oven. We ordered four more that afternoon, because a room with four pods needs a spare.

      ## Making it safe

      Every pod can be opened from inside with one push, and the canopy can't close fully even if you try. Players who don't want to lie down start sitting up. Our electrician, Ray, ran everything on low-voltage supplies so nothing inside the pod carries mains power.

      ## Was it worth it?

      The pod start is now the thing people mention most in reviews. When the lights fade up and WREN says "Good morning. I am sorry to wake you," the whole room goes quiet. That moment cost us eleven months. We'd do it again.

      Want to see them in person? [Book Cryosleep](cryosleep).
    `,
  },
  {
    slug: "how-our-game-hosts-choose-a-hint",
    title: "How our game hosts decide when (and how) to give a hint",
    excerpt: "A good hint keeps the game moving without giving it away. Our head host explains the three-level system every Lockstep host learns.",
    author: "Nina Okafor",
    categories: ["behind-the-scenes", "tips"],
    publishedDaysAgo: 86,
    body: md`
      The most underrated job in an escape room is the game host. You never see them during the game, but they're watching every minute, and the difference between a good hour and a frustrating one is usually down to how they give hints.

      ## The three levels

      Every Lockstep host learns the same system. When a team asks for help, we answer at the lowest level that will get them moving:

      1. **Direction.** "The answer to the footlocker is somewhere on the map wall." It tells you where to look, not what to do.
      2. **Method.** "Try matching the trail-cam timestamps to the moon phases on the calendar." It tells you how the puzzle works.
      3. **Answer.** "The code is 1-0-2-3." Only used when the team asks for it, or when time is running out and the puzzle is the last thing standing between them and the finish.

      If a level-one hint doesn't get a team moving within a couple of minutes, we go up a level.

      ## Unprompted hints

      We don't just wait to be asked. If a team has been stuck for ten minutes and hasn't asked, the host steps in with a direction hint. We also step in if a team is about to damage something by forcing it, which is what most of our "radio interruptions" are about.

      ## Why hints are free

      Some escape rooms charge time for hints, or count them against you on the leaderboard. We don't, apart from the no-hints board for enthusiasts in Cryosleep. Our view is simple: you came to have a great hour, and nobody goes home happy after twenty minutes staring at a padlock.

      ## What the host is really doing

      Watching a team, a host is tracking how many puzzles are open, who is working on what, and how far the team is behind pace. We know where a typical team is at 20 and 40 minutes in every room. A team that's behind gets a little more help; a team that's flying gets left alone.

      Next time you play, ask your host how close you were to the record. They'll know.
    `,
  },
];

/* ------------------------------------------------------------------ */
/* The site                                                            */
/* ------------------------------------------------------------------ */

const site: SiteSeed = {
  slug: "lockstep-escapes",
  name: "Lockstep Escape Rooms",
  kind: "escape-rooms",
  theme: {
    palette: {
      primary: "#f2b544",
      onPrimary: "#1a1206",
      accent: "#5fd3b3",
      background: "#14121c",
      surface: "#1f1c2a",
      text: "#f2eff8",
      muted: "#b4aec4",
      border: "#3a3549",
    },
    fonts: { heading: "roboto-slab", body: "dm-sans" },
    header: "overlay",
    footer: "band",
    sectionStyle: "bands",
    logo: { mark: "lock", shape: "hexagon" },
    radius: "small",
    pattern: "grid",
  },
  closures: [{ holiday: "Thanksgiving Day" }, { holiday: "Christmas Day" }, { holiday: "New Year's Day" }],
  settings: {
    tagline: "Hand-built escape rooms near the Rochester Public Market",
    description:
      "Lockstep Escape Rooms is an independent escape room company in Rochester, NY, with three original rooms designed and built in-house: Bigfoot, Cryosleep and Eat or Be Eaten. Games for 2 to 8 players, parties, date nights and team building.",
    contact: {
      phone: PHONE,
      email: EMAIL,
      address: { street: "212 Railroad Street", locality: "Rochester", region: "NY", postalCode: "14609" },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "16:00", closes: "22:00" },
      { days: ["fri"], opens: "14:00", closes: "23:30" },
      { days: ["sat"], opens: "10:00", closes: "23:30" },
      { days: ["sun"], opens: "10:00", closes: "20:00" },
    ],
    hoursNote: "Weekday mornings are available for team-building and school groups by arrangement.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [
      {
        label: "Games",
        href: "games",
        children: [
          { label: "All games", href: "games" },
          { label: "Bigfoot", href: "bigfoot" },
          { label: "Cryosleep", href: "cryosleep" },
          { label: "Eat or Be Eaten", href: "eat-or-be-eaten" },
        ],
      },
      {
        label: "Parties & groups",
        href: "special-event",
        children: [
          { label: "Birthday parties", href: "birthday-party" },
          { label: "Date night", href: "date-night" },
          { label: "Team building", href: "team-building" },
          { label: "Private events", href: "special-event" },
        ],
      },
      { label: "Events", href: "events" },
      { label: "Gift cards", href: "gift-cards" },
      { label: "Blog", href: "blog" },
      { label: "Contact", href: "contact" },
    ],
    headerAction: { label: "Book now", href: "booking" },
    footerLinks: [
      { label: "Book a room", href: "booking" },
      { label: "All games", href: "games" },
      { label: "Birthday parties", href: "birthday-party" },
      { label: "Team building", href: "team-building" },
      { label: "Gift cards", href: "gift-cards" },
      { label: "Recurring events", href: "events" },
      { label: "Contact", href: "contact" },
    ],
  },
  mounts: { posts: "blog" },
  forms: [
    {
      key: "contact",
      name: "Contact message",
      recipients: [EMAIL],
      submitLabel: "Send message",
      successMessage:
        "Thanks for getting in touch. We reply within one business day. To book a room, use our booking page; for a game today, call (585) 555-0142.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "topic",
          label: "What is it about?",
          type: "select",
          required: true,
          width: "half",
          options: [
            "A question about a game",
            "An existing booking",
            "Accessibility or accommodations",
            "Gift cards",
            "Lights Out, League or Homeschool Mornings",
            "Lost property",
            "Something else",
          ],
        },
        { name: "message", label: "Message", type: "textarea", required: true, maxLength: 3000 },
      ],
    },
    {
      key: "birthday-party",
      name: "Birthday party request",
      recipients: [EMAIL],
      submitLabel: "Request a party date",
      successMessage:
        "Thank you! The events team will reply within one business day to confirm your date and room. A $100 deposit holds the party once the date is confirmed.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "party_date", label: "Preferred date", type: "date", required: true, width: "half" },
        {
          name: "start_time",
          label: "Start time",
          type: "select",
          required: true,
          width: "half",
          options: ["11:00 a.m. (weekends)", "1:30 p.m. (weekends)", "4:00 p.m. (weekends)", "A weekday time", "Flexible"],
        },
        { name: "guests", label: "Number of guests playing", type: "text", required: true, width: "half", maxLength: 20 },
        {
          name: "age",
          label: "Age the birthday guest is turning",
          type: "text",
          required: true,
          width: "half",
          maxLength: 20,
          help: "We recommend ages 8 and up.",
        },
        {
          name: "package",
          label: "Package",
          type: "radio",
          required: true,
          options: ["Party of 8 ($299)", "Party of 16 ($549)", "Teen party ($329)", "Help me choose"],
        },
        { name: "room", label: "Room preference", type: "radio", options: ["Bigfoot", "Eat or Be Eaten", "Cryosleep (teens)", "Let the host suggest one"] },
        {
          name: "food",
          label: "Pizza and allergies",
          type: "textarea",
          maxLength: 1000,
          help: "Gluten-free or cheese-free pizza, food allergies, anything we should know.",
        },
        { name: "details", label: "Anything else", type: "textarea", maxLength: 2000 },
      ],
    },
    {
      key: "date-night",
      name: "Date night or proposal request",
      recipients: [EMAIL],
      submitLabel: "Send request",
      successMessage:
        "Thank you. One of our hosts will call or email within one business day to plan the details with you. If you're planning a proposal, we'll keep it between us.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "event_date", label: "Preferred date", type: "date", required: true, width: "half", help: "Thursday, Friday or Saturday evening." },
        {
          name: "start_time",
          label: "Start time",
          type: "select",
          required: true,
          width: "half",
          options: ["6:00 p.m.", "7:30 p.m.", "9:00 p.m.", "Flexible"],
        },
        { name: "package", label: "Package", type: "radio", required: true, width: "half", options: ["Date night for two ($79)", "Double date ($149)"] },
        { name: "room", label: "Room", type: "radio", options: ["Eat or Be Eaten", "Bigfoot", "Cryosleep", "Not sure yet"] },
        { name: "occasion", label: "Occasion", type: "select", options: ["A proposal", "An anniversary", "A birthday", "Just because"] },
        {
          name: "plans",
          label: "Tell us your plan",
          type: "textarea",
          maxLength: 2000,
          help: "For a proposal: what you'd like hidden and where, and whether you'd like the moment filmed on our cameras.",
        },
      ],
    },
    {
      key: "team-building",
      name: "Team building quote request",
      recipients: [EMAIL],
      submitLabel: "Request a quote",
      successMessage:
        "Thank you. The events team will reply within one business day with a suggested room mix and a quote, and can set up a 15-minute planning call if you'd like one.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Work email", type: "email", required: true, width: "half" },
        { name: "organization", label: "Company or organization", type: "text", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", width: "half" },
        {
          name: "group_size",
          label: "Number of people",
          type: "text",
          required: true,
          width: "half",
          maxLength: 20,
          help: "Up to 24 at once; larger groups play in two waves.",
        },
        { name: "event_date", label: "Preferred date", type: "date", required: true, width: "half" },
        { name: "alt_date", label: "Second choice of date", type: "date", width: "half" },
        {
          name: "time_of_day",
          label: "Time of day",
          type: "select",
          width: "half",
          options: ["Weekday morning (from 9:00)", "Weekday afternoon", "Weekday evening", "Weekend", "Flexible"],
        },
        {
          name: "package",
          label: "Package",
          type: "radio",
          required: true,
          options: ["Escape ($38 per person)", "Escape & debrief ($52 per person)", "Half-day offsite ($89 per person)", "Help me choose"],
        },
        { name: "billing", label: "How will you pay?", type: "radio", options: ["Card", "Invoice or purchase order", "Not sure yet"] },
        {
          name: "goals",
          label: "Goals and accommodations",
          type: "textarea",
          maxLength: 3000,
          help: "What you'd like the team to get out of it, and anyone who needs accommodations.",
        },
      ],
    },
    {
      key: "special-event",
      name: "Private event request",
      recipients: [EMAIL],
      submitLabel: "Request a quote",
      successMessage: "Thank you. The events team will reply within one business day with a quote and a room plan for your group.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half" },
        { name: "event_date", label: "Preferred date", type: "date", required: true, width: "half" },
        { name: "start_time", label: "Start time", type: "text", required: true, width: "half", maxLength: 40, help: "For example 7:00 p.m." },
        { name: "group_size", label: "Number of players", type: "text", required: true, width: "half", maxLength: 20 },
        {
          name: "occasion",
          label: "Occasion",
          type: "select",
          required: true,
          options: ["Bachelor or bachelorette party", "Family reunion", "Youth group or scouts", "Holiday party", "Wedding-weekend outing", "Something else"],
        },
        {
          name: "booking_type",
          label: "What are you looking for?",
          type: "radio",
          required: true,
          options: ["Venue buyout", "Rooms plus the party room", "Not sure yet"],
        },
        {
          name: "catering",
          label: "Would you like catering?",
          type: "radio",
          options: ["Yes, pizza, wings and salad", "No, we'll bring our own", "Not sure yet"],
        },
        {
          name: "details",
          label: "Anything else",
          type: "textarea",
          maxLength: 3000,
          help: "Ages of the youngest players, dietary needs, accessibility, themes.",
        },
      ],
    },
  ],
  pages: [...companyPages, ...roomPages, ...packagePages],
  bookables,
  categories: [
    { slug: "tips", name: "Tips", description: "How to play well, from your first room to the no-hints leaderboard." },
    { slug: "behind-the-scenes", name: "Behind the scenes", description: "Stories from our workshop and our game hosts." },
  ],
  posts,
};

export default site;
