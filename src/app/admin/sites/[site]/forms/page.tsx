import Link from "next/link";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Cell, Table } from "@/modules/admin/components/ui";
import { listFormsForEditing } from "@/modules/forms/admin";

export const metadata = { title: "Forms" };

export default async function FormsList({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const { site, actor } = await pageAccess(slug, "content", `/admin/sites/${slug}/forms`);
  const forms = await listFormsForEditing(actor, site.slug);
  return (
    <>
      <AdminHeading title="Forms" lead="The forms visitors fill in: their fields, what they see after sending, and who is told." />
      {forms.length === 0 ? (
        <p>{site.name} has no forms.</p>
      ) : (
        <Table caption={`Forms of ${site.name}`} head={["Form", "Key", "Fields", "Messages go to"]}>
          {forms.map((form) => (
            <tr key={form.id}>
              <Cell>
                <Link href={`/admin/sites/${site.slug}/forms/${form.id}`} className="font-medium text-primary underline">
                  {form.name}
                </Link>
              </Cell>
              <Cell className="text-muted">{form.key}</Cell>
              <Cell>{form.fields}</Cell>
              <Cell className="break-all">{form.recipients.join(", ")}</Cell>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
