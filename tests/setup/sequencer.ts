import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest, started first. Files run two at a time, and a long file started
 * last runs alone at the end while the other worker has nothing left: on a fresh clone Vitest has
 * no durations of its own yet and starts the largest files first, and the longest are not the
 * largest (the demo sample, the admin's axe walk). Otherwise Vitest's order: the projects in
 * their groupOrder, then its own (failed first, then longest by its cache, else largest).
 */
const LONGEST = [
  "tests/browser/demo-sample.test.ts",
  "tests/browser/admin-pages.test.ts",
  "tests/browser/appointments.test.ts",
  "tests/browser/faults.test.ts",
  "tests/browser/admin.test.ts",
  "tests/browser/restaurant.test.ts",
  "tests/integration/template-contrast.test.ts",
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(path.relative(root, file.moduleId));
      return at < 0 ? LONGEST.length : at;
    };
    const order = new Map(sorted.map((file, i) => [file, i]));
    return sorted.toSorted(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1) ||
        rank(a) - rank(b) ||
        order.get(a)! - order.get(b)!,
    );
  }
}
