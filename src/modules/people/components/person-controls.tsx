import { buttonClass, inputClass } from "@/modules/admin/components/ui";
import type { SitePerson } from "@/modules/auth/service";
import { ActionForm } from "@/modules/admin/components/action-form";
import { changeRoleAction, removePersonAction } from "../actions";
import { ROLES } from "../schema";

/** A person's row controls on a site's People page: another role, or off the site. */
export function PersonControls({ siteSlug, person }: { siteSlug: string; person: SitePerson }) {
  const selectId = `role-${person.userId}`;
  return (
    <div className="flex flex-wrap items-start gap-4">
      <ActionForm action={changeRoleAction.bind(null, siteSlug, person.userId)} label={`Role of ${person.email}`}>
        <label htmlFor={selectId} className="sr-only">
          Role of {person.email}
        </label>
        <div className="w-36">
          <select id={selectId} name="role" defaultValue={person.role} className={inputClass}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role.charAt(0).toUpperCase() + role.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          Change role<span className="sr-only"> of {person.email}</span>
        </button>
      </ActionForm>
      <ActionForm action={removePersonAction.bind(null, siteSlug, person.userId)} label={`Remove ${person.email}`}>
        <button type="submit" className={buttonClass("secondary")}>
          Remove<span className="sr-only"> {person.email} from the site</span>
        </button>
      </ActionForm>
    </div>
  );
}
