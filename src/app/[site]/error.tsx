"use client";

import { ApplicationError } from "@/components/errors/application-error";

export default function SiteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ApplicationError {...props} />;
}
