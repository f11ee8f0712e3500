import { receiveWebhook } from "@/modules/payments/events";

export const dynamic = "force-dynamic";

/**
 * Provider webhooks (/api/payments/webhooks/stripe, .../test). The raw body
 * is what was signed, so it is read as text before anything parses it.
 */
export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const body = await request.text();
  const result = await receiveWebhook(provider, body, request.headers.get("stripe-signature"));
  return Response.json(result.status === 200 ? { received: true, outcome: result.outcome } : { error: result.error }, {
    status: result.status,
    headers: { "Cache-Control": "no-store" },
  });
}
