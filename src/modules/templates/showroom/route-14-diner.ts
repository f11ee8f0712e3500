import { md } from "@/lib/rich-text/markdown";
import { seedImage, type SiteSeed } from "../seed";

const site: SiteSeed = {
  slug: "route-14-diner",
  name: "Route 14 Diner",
  kind: "single-page:restaurant",
  theme: {
    palette: {
      primary: "#b91c1c",
      onPrimary: "#ffffff",
      accent: "#0e7490",
      background: "#fffaf0",
      surface: "#fbefd6",
      text: "#1f1a17",
      muted: "#5b4b3f",
      border: "#ead6ad",
    },
    fonts: { heading: "oswald", body: "roboto-slab" },
    header: "classic",
    footer: "map",
    sectionStyle: "bands",
    logo: { mark: "utensils", shape: "square" },
    radius: "small",
    pattern: "diagonal",
  },
  closures: [{ holiday: "Thanksgiving Day" }, { holiday: "Christmas Day" }],
  settings: {
    tagline: "Breakfast all day, pie every day, on Route 14 at the top of Seneca Lake",
    priceRange: "$",
    cuisine: ["Diner", "Breakfast"],
    description:
      "Route 14 Diner is a 1952 stainless-steel dining car on the south side of Geneva, NY, serving breakfast all day, hot plates, Friday fish fry and homemade pie to locals, Hobart students and wine-trail travellers.",
    contact: {
      phone: "(315) 555-0146",
      email: "eat@route14diner.example",
      address: { street: "1120 Route 14", locality: "Geneva", region: "NY", postalCode: "14456", geo: { latitude: 42.8911, longitude: -76.9668 } },
    },
    hours: [
      { days: ["mon", "tue", "wed", "thu"], opens: "06:00", closes: "15:00" },
      { days: ["fri"], opens: "06:00", closes: "20:00" },
      { days: ["sat"], opens: "06:00", closes: "15:00" },
      { days: ["sun"], opens: "07:00", closes: "14:00" },
    ],
    hoursNote: "Cash and cards welcome. Friday fish fry served from 11 am until 8 pm.",
    // The businesses are made up, so are their handles: a link to them would lead nowhere.
    social: [],
    navigation: [],
    headerAction: { label: "Call for takeout", href: "tel:+13155550146" },
  },
  forms: [
    {
      key: "groups-catering",
      name: "Catering and large-party request",
      recipients: ["eat@route14diner.example"],
      submitLabel: "Send request",
      successMessage:
        "Thanks! Linda will call or email within a day to go over the menu and confirm your date. If it's for this weekend, give us a ring at (315) 555-0146 as well.",
      fields: [
        { name: "name", label: "Your name", type: "text", required: true, width: "half" },
        { name: "email", label: "Email", type: "email", required: true, width: "half" },
        { name: "phone", label: "Phone", type: "phone", required: true, width: "half", help: "So we can call with questions about the order." },
        {
          name: "request",
          label: "What do you need?",
          type: "select",
          required: true,
          width: "half",
          options: ["Catering to pick up", "A table for 8 or more at the diner", "Whole pies for an event"],
        },
        { name: "date", label: "Date", type: "date", required: true, width: "half" },
        { name: "time", label: "Pickup or arrival time", type: "text", required: true, width: "half", maxLength: 40, help: "For example: 11:30 am." },
        {
          name: "people",
          label: "How many people?",
          type: "select",
          required: true,
          width: "half",
          options: ["8 to 12", "13 to 20", "21 to 40", "41 to 75", "More than 75"],
        },
        { name: "occasion", label: "Occasion", type: "text", width: "half", help: "Office breakfast, team lunch, family reunion…" },
        {
          name: "details",
          label: "What would you like to eat?",
          type: "textarea",
          maxLength: 3000,
          help: "Breakfast trays, sandwiches, blue plate specials, pies, or ask us to suggest a menu. Mention any allergies or dietary needs.",
        },
      ],
    },
  ],
  pages: [
    {
      path: "",
      title: "Route 14 Diner | Breakfast, Fish Fry and Pie in Geneva, NY",
      description:
        "A 1952 dining car in Geneva, NY serving breakfast all day, hot plates, a Friday fish fry and pie baked every morning. See the full menu with prices.",
      blocks: [
        {
          type: "hero",
          props: {
            variant: "banner",
            eyebrow: "Geneva, NY · Since 1952",
            heading: "Eggs any style, bottomless coffee and a seat at the counter",
            body: "Sixteen stools, eight booths and a grill that's been hot since before Route 14 was paved. Breakfast is served until close, the pies are baked every morning by Linda, and the coffee keeps coming until you put your hand over the cup.",
            actions: [
              { label: "Call for takeout", href: "tel:+13155550146" },
              { label: "Groups and catering", href: "mailto:eat@route14diner.example", variant: "secondary" },
            ],
            illustration: "utensils",
          },
        },
        {
          type: "menu",
          props: {
            heading: "The menu",
            intro:
              "Eggs come from a farm in Phelps, bread from a bakery on Exchange Street, and the white hots from Rochester. Substitute egg whites or a gluten-free English muffin on anything for $1.",
            sections: [
              {
                name: "Breakfast, served all day",
                description: "Egg plates come with home fries and toast (white, wheat, rye or an English muffin).",
                items: [
                  {
                    image: seedImage("food/route-14-diner/two-eggs-bacon"),
                    name: "Two eggs any style",
                    description: "With bacon, sausage links or ham for $3 more.",
                    priceCents: 895,
                  },
                  {
                    name: "The Route 14 Plate",
                    description:
                      "Home fries and mac salad under two eggs, two white hots or a cheeseburger, onions, mustard and our meat hot sauce. Bring an appetite.",
                    priceCents: 1450,
                    tags: ["house favourite"],
                  },
                  { name: "Western omelette", description: "Ham, peppers, onion and American cheese.", priceCents: 1250 },
                  { name: "Garden omelette", description: "Spinach, mushrooms, tomato and feta.", priceCents: 1195, tags: ["vegetarian"] },
                  { name: "Corned beef hash and eggs", description: "House-made hash, crisped on the flat-top.", priceCents: 1395 },
                  {
                    image: seedImage("food/route-14-diner/pancake-stack"),
                    name: "Buttermilk pancakes",
                    description: "Short stack of three. Blueberry or chocolate chip add $1.50. Real Finger Lakes maple syrup add $2.",
                    priceCents: 895,
                  },
                  { name: "Challah French toast", description: "Three thick slices, cinnamon and vanilla, powdered sugar.", priceCents: 1050 },
                  { name: "Biscuits and sausage gravy", description: "Two split buttermilk biscuits, smothered. Add an egg for $1.75.", priceCents: 995 },
                ],
              },
              {
                name: "Sandwiches and burgers",
                description: "With fries or a cup of soup. Sweet potato fries or onion rings $2 more.",
                items: [
                  { name: "Diner cheeseburger", description: "Six-ounce patty, American cheese, lettuce, tomato, pickle.", priceCents: 1295 },
                  { name: "Patty melt", description: "Swiss, grilled onions, rye.", priceCents: 1350 },
                  { name: "Reuben", description: "Corned beef, kraut, Swiss and Russian dressing on grilled rye.", priceCents: 1450 },
                  { name: "Turkey club", description: "Roast turkey, bacon, lettuce and tomato, triple-decker on toast.", priceCents: 1350 },
                  { name: "Two white hots", description: "Grilled and split, with mustard, onions and hot sauce.", priceCents: 995 },
                  {
                    name: "Grilled cheese and tomato soup",
                    description: "American and cheddar on sourdough, with a bowl of our tomato soup.",
                    priceCents: 1095,
                    tags: ["vegetarian"],
                  },
                ],
              },
              {
                name: "Blue plate specials",
                description: "With mashed potatoes, gravy, a vegetable and a dinner roll.",
                items: [
                  {
                    image: seedImage("food/route-14-diner/meatloaf"),
                    name: "Meatloaf",
                    description: "Linda's recipe, glazed and sliced thick.",
                    priceCents: 1595,
                  },
                  { name: "Hot turkey sandwich", description: "Roast turkey on white bread, covered in gravy, with cranberry sauce.", priceCents: 1495 },
                  { name: "Chicken and biscuits", description: "Pulled chicken in gravy over split biscuits.", priceCents: 1495 },
                  {
                    name: "Friday fish fry",
                    description: "Beer-battered haddock, fries, coleslaw and mac salad. Fridays from 11 am, all evening until 8.",
                    priceCents: 1795,
                    tags: ["Fridays"],
                  },
                ],
              },
              {
                name: "Pie and dessert",
                description: "Baked every morning. Whole pies with a day's notice, $24 to $28.",
                items: [
                  { name: "Pie by the slice", description: "Apple, cherry, coconut cream or lemon meringue. À la mode add $1.50.", priceCents: 475 },
                  { name: "Concord grape pie", description: "Made with grapes from Naples.", months: [9, 10], priceCents: 550, tags: ["seasonal"] },
                  { name: "Rice pudding", description: "With cinnamon and raisins.", priceCents: 395 },
                ],
              },
              {
                name: "Drinks",
                items: [
                  { image: seedImage("food/route-14-diner/bottomless-coffee"), name: "Bottomless coffee", description: "Regular or decaf.", priceCents: 275 },
                  { name: "Milkshake", description: "Vanilla, chocolate, strawberry or coffee, made with hard ice cream.", priceCents: 650 },
                  { name: "Fresh orange juice", priceCents: 450 },
                  { name: "Hot chocolate", description: "With whipped cream.", priceCents: 325 },
                  { name: "Apple cider", description: "Hot or cold, from an orchard in Wayne County. Fall and winter.", priceCents: 325, tags: ["seasonal"] },
                ],
              },
            ],
          },
        },
        {
          type: "contactDetails",
          props: {
            heading: "Pull in and grab a stool",
            intro:
              "On Route 14 at the south edge of Geneva, past the colleges where the road heads down the west shore of Seneca Lake toward the wine trail. Look for the neon coffee cup.",
            showHours: true,
            showMap: true,
          },
        },
        {
          type: "features",
          props: {
            heading: "Daily specials",
            intro: "Written on the board behind the counter. Specials run until they're gone.",
            columns: 4,
            items: [
              { icon: "cooking-pot", title: "Monday: chili day", body: "Beef and bean chili by the cup or bowl, with cornbread. $6.50 and $9." },
              { icon: "utensils", title: "Wednesday: pot roast", body: "Braised chuck with carrots, potatoes and gravy. $16.95." },
              { icon: "fish", title: "Friday: fish fry", body: "Beer-battered haddock and all the fixings, served until 8 pm. $17.95." },
              { icon: "cake", title: "Sunday: cinnamon roll French toast", body: "Sliced cinnamon rolls, griddled, with cream cheese glaze. $11.95." },
            ],
          },
        },
        {
          type: "split",
          props: {
            eyebrow: "Our story",
            heading: "A dining car that came up Route 14 on a flatbed",
            body: md`
              The diner was built in New Jersey in 1952 and trucked to Geneva the same year. It has had four owners
              since, and only one change of name. **Linda and Ray Pulaski** bought it in 2009, after Linda had
              waitressed here through high school.

              They kept the stainless steel, the terrazzo floor and the sixteen original stools, and added the back
              dining room where the old parking lot used to flood. Ray still runs the grill on weekend mornings.

              - Everything but the bread made in our kitchen, including the hash, gravy and pie crust
              - Takeout on any item; call ahead and we'll bring it out to your car
              - Plenty of parking for RVs and trailers heading down to the lake
            `,
            illustration: "car",
            reverse: true,
          },
        },
        {
          type: "testimonials",
          props: {
            heading: "Regulars and road-trippers",
            items: [
              {
                quote:
                  "I've had the same booth every Tuesday since I retired. Two eggs over easy, rye toast, and Linda already has the coffee poured when I sit down.",
                name: "Walt Szymanski",
                detail: "Geneva, regular since 1994",
                rating: 5,
              },
              {
                quote:
                  "We stopped for breakfast on the way to the wineries and came back for pie on the way home. The coconut cream is worth the detour on its own.",
                name: "Carla and Jim D.",
                detail: "Visiting from Syracuse",
                rating: 5,
              },
              {
                quote:
                  "Best fish fry on Seneca Lake, and I've tried most of them. Crisp batter, huge piece of haddock, mac salad the way my grandmother made it.",
                name: "Bree Thompson",
                detail: "Waterloo",
                rating: 5,
              },
            ],
          },
        },
        {
          type: "faq",
          props: {
            heading: "Good to know",
            items: [
              {
                question: "Do you take reservations?",
                answer:
                  "Not for tables of under eight. It's first come, first served, and weekend mornings between 9 and 11 can mean a 15-minute wait. Groups of eight or more can send a request with the form below, or call ahead, and we'll push booths together.",
              },
              {
                question: "Do you have vegetarian or gluten-free options?",
                answer:
                  "Several vegetarian dishes are marked on the menu, and any sandwich or egg plate can come on a gluten-free English muffin. Our fryer is shared, so fries aren't safe for celiac guests.",
              },
              {
                question: "Can I order a whole pie?",
                answer:
                  "Yes. Call the day before and we'll have it boxed. Fruit pies are $24, cream pies $26 and grape pie $28. For Thanksgiving, orders close the Sunday before.",
              },
              {
                question: "Is the diner accessible?",
                answer:
                  "The back dining room has a ramp entrance from the parking lot, accessible booths and an accessible restroom. The counter stools in the dining car are up three steps.",
              },
            ],
          },
        },
        {
          type: "form",
          props: {
            form: "groups-catering",
            heading: "Feeding a crowd?",
            intro:
              "Catering for the office, the vineyard crew or a family party, or a table for eight or more in the back dining room. Tell us the date and headcount and we'll put a menu together. Whole pies need a day's notice.",
          },
        },
      ],
    },
  ],
};

export default site;
