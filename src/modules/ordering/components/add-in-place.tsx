"use client";

import { useRouter } from "next/navigation";
import { useTransition, type FormEvent, type ReactNode } from "react";

/**
 * With JavaScript, an item's "Add to order" updates the page in place: the
 * same GET address the form would load (the cart so far, the item and its
 * choices) is fetched by the router without a reload, and the server's cart,
 * count bar and "Added" note replace the old ones where the visitor is.
 * Without JavaScript the form loads that address itself, back at the item.
 */
export function AddInPlace({ children }: { children: ReactNode }) {
  const router = useRouterIfMounted();
  const [pending, startTransition] = useTransition();
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (!router || !(form instanceof HTMLFormElement) || !form.hasAttribute("data-add-in-place")) return;
    event.preventDefault();
    if (pending) return;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") query.append(name, value);
    const address = `${window.location.pathname}?${query.toString()}${new URL(form.action).hash}`;
    startTransition(() => router.replace(address, { scroll: false }));
  };
  return (
    <div onSubmit={onSubmit} aria-busy={pending || undefined}>
      {children}
    </div>
  );
}

/**
 * Next's router, or null where the page is drawn without it (the edge's own document renderer,
 * which sends no scripts, and a test's render): there the form simply loads its address.
 */
function useRouterIfMounted() {
  try {
    return useRouter();
  } catch {
    return null;
  }
}
