/**
 * The header the page's own script sends with a form it posts by `fetch`
 * (components/posting-form.tsx): the route answers where to go as JSON
 * instead of a 303, so the page can show it in place. A header of our own
 * also means a browser asks first before sending it from another origin.
 */
export const IN_PLACE_HEADER = "x-posted-in-place";

/** Whether the page's own script sent this post, and so takes its answer as JSON. */
export const postedInPlace = (request: Request) => request.headers.has(IN_PLACE_HEADER);
