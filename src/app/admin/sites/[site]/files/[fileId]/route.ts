import { currentActor } from "@/modules/auth/session";
import { download } from "@/modules/inbox/http";
import { openSubmissionFile } from "@/modules/inbox/service";

export const dynamic = "force-dynamic";

/** A file a visitor attached to a submission, as a download, for those who read this site's inbox. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; fileId: string }> }) {
  const { site, fileId } = await params;
  return download(request, async () => {
    const file = await openSubmissionFile(await currentActor(), site, fileId);
    return { filename: file.name, contentType: file.contentType, body: new Uint8Array(file.bytes) };
  });
}
