"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { advanceOrderAsOwner } from "./admin";

/** A button on the order board: the order and the column it was in come bound by the page; the service checks the role and that it has not moved since. */
export const advanceOrderAction = adminAction(
  ["string", "string", "string", "state", "form"],
  async function advanceOrderAction(
    siteSlug: string,
    orderId: string,
    from: string,
    _previous: AdminActionState,
    _formData: FormData,
  ): Promise<AdminActionState> {
    return adminResult(async () => {
      const message = await advanceOrderAsOwner(await currentActor(), siteSlug, orderId, from);
      refresh();
      return message;
    });
  },
);
