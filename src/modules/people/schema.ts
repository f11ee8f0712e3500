import { z } from "zod";

/** Inputs for giving people their part in a site, shared by the forms and the service. */

export const ROLES = ["owner", "editor"] as const;

export const ROLE_DUTIES: Record<(typeof ROLES)[number], string> = {
  owner: "content, what visitors send, settings and people",
  editor: "content only",
};

export const roleSchema = z.enum(ROLES, "Choose owner or editor");

export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter an email address such as maria@example.com").max(320)),
  name: z.string().trim().min(1, "Enter the person's name").max(120, "Use at most 120 characters"),
  role: roleSchema,
});
export type InviteInput = z.input<typeof inviteSchema>;

/** better-auth's user ids; anything else names nobody. */
export const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;
