import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withRequestContext, type RequestContext } from "@/server/request-context";
import { ActionMisfit, adminAction, misfit } from "./form-action";

const form = () => new FormData();

describe("an admin action's arguments", () => {
  it("fit when they are what its pages send, a form appended to an action that declares none included", () => {
    expect(misfit(["string", "string", "state", "form"], ["copper-kettle", "id", { status: "idle" }, form()])).toBeNull();
    expect(misfit(["string?", "boolean", "form"], [null, false, form()])).toBeNull();
    expect(misfit(["string", ["approve", "decline"], "state"], ["x", "approve", { status: "idle" }, form()])).toBeNull();
    expect(misfit(["string", "string", "boolean"], ["x", "y", true])).toBeNull();
    // Through useActionState: the previous state and the form after what the page bound.
    expect(misfit(["string", "string", "boolean"], ["x", "y", true, { status: "idle" }, form()])).toBeNull();
  });

  it("do not fit with another count, another type, or no form data where it goes", () => {
    expect(misfit(["string", "string", "state", "form"], [form()])).toBe("1 arguments where the action takes 4");
    expect(misfit(["string", "string", "state", "form"], ["x", "y", {}, form(), form()])).toBe("5 arguments where the action takes 4");
    expect(misfit(["string", "string", "state", "form"], [1, 2, 3, 4])).toBe("argument 1 is not a string");
    expect(misfit(["string", "string", "state", "form"], ["x", "y", {}, "$K1"])).toBe("argument 4 is not a form");
    expect(misfit(["string", "string", "state", "form"], ["x", "y", form(), form()])).toBe("argument 3 is not a state");
    expect(misfit(["string", "boolean", "state", "form"], ["x", "yes", {}, form()])).toBe("argument 2 is not a boolean");
    expect(misfit(["string", ["approve", "decline"], "state", "form"], ["x", "maybe", {}, form()])).toBe("argument 2 is not one of approve, decline");
    expect(misfit(["string?", "form"], [undefined, form()])).toBe("argument 1 is not a string?");
    // Without a form declared, only a form may be the one argument more.
    expect(misfit(["string", "state"], ["x", {}, "y"])).toBe("3 arguments where the action takes 2");
    expect(misfit(["string", "boolean"], ["x", true, form(), form()])).toBe("4 arguments where the action takes 2");
  });

  it("are checked before the action runs, and a call that fits marks the request", async () => {
    let ran = 0;
    const action = adminAction(["string", "form"], async (slug: string, data: FormData) => {
      ran++;
      return `${slug}:${String(data.get("a"))}`;
    });
    const context: RequestContext = { clientAddress: "127.0.0.1", asked: "/admin" };
    const call = action as unknown as (...args: unknown[]) => Promise<string>;
    await expect(withRequestContext(context, () => call(form()))).rejects.toThrow(ActionMisfit);
    expect(ran).toBe(0);
    expect(context.actionStarted).toBeUndefined();
    const data = form();
    data.set("a", "b");
    expect(await withRequestContext(context, () => action("kettle", data))).toBe("kettle:b");
    expect(ran).toBe(1);
    expect(context.actionStarted).toBe(true);
  });
});

describe("every server action", () => {
  it("is an admin action that declares its arguments (the edge's 400 for a post no action started rests on it)", () => {
    const files = execFileSync("grep", ["-rl", '^"use server"', "src"], { encoding: "utf8" }).trim().split("\n");
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      const exports = [...source.matchAll(/^export (?:async function|const|function|let|default) ?(\w*)/gm)];
      expect(exports.length, file).toBeGreaterThan(0);
      for (const found of exports) expect(found[0], `${file}: ${found[1]}`).toMatch(/^export const \w+$/);
      expect(source.match(/^export const \w+ = adminAction\(/gm)?.length, file).toBe(exports.length);
    }
  });
});
