import { orNotFound, pageAccess } from "@/modules/admin/access";
import { AdminHeading, ButtonLink, Notice } from "@/modules/admin/components/ui";
import { SchemaForm } from "@/modules/admin/schema-form/schema-form";
import { inputToForm } from "@/modules/admin/schema-form/spec";
import { roleAllows } from "@/modules/auth/access";
import { formEditor, formSpec } from "@/modules/forms/admin";
import { saveFormAction } from "@/modules/forms/admin-actions";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Edit form" };

export default async function EditForm({
  params,
  searchParams,
}: {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<{ restored?: string }>;
}) {
  const { site: slug, id } = await params;
  const { restored } = await searchParams;
  const { site, actor, role } = await pageAccess(slug, "content", `/admin/sites/${slug}/forms/${id}`);
  const { row } = await orNotFound(formEditor.get(actor, site.slug, id));
  const mayChangeRecipients = roleAllows(role, "site");
  const spec = formSpec(mayChangeRecipients);
  return (
    <>
      <AdminHeading
        title={`Edit form: ${row.definition.name}`}
        lead={`Its key, "${row.key}", is how pages show it; it stays as it is.`}
        actions={<ButtonLink href={`/admin/sites/${site.slug}/history/form/${row.id}`}>History</ButtonLink>}
      />
      {restored && <Notice tone="success">The earlier version is restored; visitors see it now.</Notice>}
      {!mayChangeRecipients && (
        <Notice>Messages sent with this form go to {row.definition.recipients.join(", ")}. Only the site&apos;s owner can change who receives them.</Notice>
      )}
      <SchemaForm
        spec={spec}
        initial={inputToForm(spec, row.definition, zoneOf(site))}
        hidden={{ site: site.slug, id: row.id }}
        action={saveFormAction}
        submitLabel="Save the form"
      />
    </>
  );
}
