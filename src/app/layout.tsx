import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { env } from "@/server/env";
import "./fonts.css";
import "./globals.css";

export function generateMetadata(): Metadata {
  const { PUBLIC_URL, PORT } = env();
  return {
    // Canonical and Open Graph URLs are absolute against the configured origin, never the request's Host header.
    metadataBase: new URL(PUBLIC_URL ?? `http://localhost:${PORT}`),
    title: { default: "Mainstreet", template: "%s" },
    description: "Websites for small businesses and community organisations.",
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
