import { describe, expect, it } from "vitest";
import { pool } from "@/server/db/client";
import { mailHealth, mailInTrouble } from "@/modules/mail/health";
import { followInvitationLink, invitationLink } from "@/modules/people/link";
import { listEveryInvitation, listSiteInvitations } from "@/modules/people/queries";
import { invitePerson, withdrawInvitation } from "@/modules/people/service";
import { member, operator, person } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";

/** Invitations where the inviter sees them, with their mail's state and a link to hand over (modules/people/link.ts), and the mail warning's figures. */
const linkQuery = (link: string) => new URL(link).searchParams;

describe("invitations", () => {
  it("shows the site's owners and the operator each open invitation with its mail, and a link that leads the invited person in", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const owner = await member(site.id, "owner");
    const email = `new-${Date.now()}@example.org`;
    await invitePerson(owner, site.slug, { email, name: "New Person", role: "editor" });

    const [invitation] = await listSiteInvitations(owner, site.slug);
    expect(invitation).toMatchObject({ email, role: "editor", newAccount: true, mail: { status: "pending", attempts: 0 } });
    expect((await listEveryInvitation(await operator())).some((i) => i.siteId === site.id && i.email === email)).toBe(true);
    await expect(listEveryInvitation(owner)).rejects.toMatchObject({ code: "not_found" });
    // Another site's owner sees nothing of it, through either site.
    const stranger = await member(other.id, "owner");
    await expect(listSiteInvitations(stranger, site.slug)).rejects.toMatchObject({ code: "not_found" });
    expect(await listSiteInvitations(stranger, other.slug)).toEqual([]);

    // The new account's link opens the page to choose its first password; a signed-in invitee goes to answer it.
    const link = invitationLink(invitation!);
    expect(await followInvitationLink(linkQuery(link), null)).toMatch(/\/login\/reset\?token=/);
    const invitee = { userId: invitation!.userId, email, name: "New Person", isOperator: false };
    expect(await followInvitationLink(linkQuery(link), invitee)).toBe("/admin#invitations");
    // A link changed in any part is refused.
    const forged = linkQuery(link);
    forged.set("user", owner.userId);
    expect(await followInvitationLink(forged, null)).toBeNull();

    // Once withdrawn, the link is dead.
    await withdrawInvitation(owner, site.slug, invitation!.userId);
    expect(await followInvitationLink(linkQuery(link), null)).toBeNull();
  });

  it("leads someone who has an account already to sign in, never to choose a password", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const existing = await person("Existing Person");
    await invitePerson(owner, site.slug, { email: existing.email, name: "Existing Person", role: "owner" });
    const [invitation] = await listSiteInvitations(owner, site.slug);
    expect(invitation!.newAccount).toBe(false);
    expect(await followInvitationLink(linkQuery(invitationLink(invitation!)), null)).toBe(
      `/login?${new URLSearchParams({ next: "/admin", email: existing.email })}`,
    );
  });

  it("says mail is in trouble without a mail server, when mail waits too long, or fails, for the site's own mail", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const health = await mailHealth(site.id);
    // The tests run without SMTP_URL: that alone is trouble.
    expect(health).toEqual({ smtp: false, waiting: 0, waitingTooLong: 0, failed: 0 });
    expect(mailInTrouble(health)).toBe(true);
    expect(mailInTrouble({ ...health, smtp: true })).toBe(false);
    const mail = (siteId: string, status: string, minutesAgo: number) =>
      pool().query(
        "insert into outbox (site_id, kind, to_address, subject, text_body, status, created_at) values ($1, 'test', 'a@example.org', 'Hi', 'Hi', $2, now() - make_interval(mins => $3))",
        [siteId, status, minutesAgo],
      );
    await mail(site.id, "pending", 1);
    await mail(site.id, "pending", 40);
    await mail(site.id, "failed", 60);
    await mail(site.id, "sent", 60);
    await mail(other.id, "failed", 5);
    expect(await mailHealth(site.id)).toMatchObject({ waiting: 2, waitingTooLong: 1, failed: 1 });
    expect(await mailHealth(other.id)).toMatchObject({ waiting: 0, waitingTooLong: 0, failed: 1 });
    const platform = await mailHealth(null);
    expect(platform.failed).toBeGreaterThanOrEqual(2);
  });
});
