/**
 * zod's own messages ("Invalid string: must match pattern /^[a-z0-9]+…/",
 * "Too small: expected string to have >=1 characters") as sentences an owner
 * reads beside the field. A message a schema wrote itself is kept as it is.
 */
export interface IssueLike {
  code: string;
  message: string;
  format?: string;
  pattern?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
}

const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;
const SLUG = /\[a-z0-9\]/;

export function issueSentence(issue: IssueLike): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  const n = Number(issue.minimum ?? issue.maximum ?? 0);
  switch (issue.code) {
    case "invalid_format":
      if (issue.format === "email") return "Enter an email address, such as name@example.com.";
      if (issue.format === "url") return "Enter a full web address, starting with https://.";
      if (issue.pattern && SLUG.test(issue.pattern)) return "Use lowercase letters, numbers and dashes, such as opening-hours.";
      if (issue.pattern?.includes("#")) return "Use a colour such as #1d4ed8.";
      return "This is not written the way it needs to be; see the help line above it.";
    case "too_small":
      if (issue.origin === "string") return n <= 1 ? "Fill this in." : `Use at least ${n} characters.`;
      if (issue.origin === "array") return n <= 1 ? "Add at least one." : `Add at least ${n}.`;
      return `Use ${n} or more.`;
    case "too_big":
      if (issue.origin === "string") return `Use at most ${n} characters.`;
      if (issue.origin === "array") return `Keep it to ${n} at most.`;
      return `Use ${n} or less.`;
    case "invalid_type":
      return issue.input === undefined || issue.input === null || issue.input === ""
        ? "Fill this in."
        : "This is not the right kind of answer; see the help line above it.";
    case "invalid_value":
      return "Choose one of the options.";
    case "unrecognized_keys":
      return "This has something the form does not know; reload the page and try again.";
    default:
      return "Check this field.";
  }
}
