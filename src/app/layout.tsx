import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Document } from "@/components/document";
import { rootMetadata } from "@/modules/routing/page-head";
import "./globals.css";

export function generateMetadata(): Metadata {
  return rootMetadata();
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return <Document>{children}</Document>;
}
