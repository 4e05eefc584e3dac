import { ESLint } from "eslint";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// Lints code as if it lived at a path, to prove the layer rules of docs/product.md §15 catch forbidden imports.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** Real files on disk, for rules that must resolve the imported module; removed afterwards. */
async function withFiles<T>(files: Record<string, string>, run: () => Promise<T>): Promise<T> {
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, code);
  }
  try {
    return await run();
  } finally {
    for (const path of Object.keys(files)) rmSync(path, { force: true });
  }
}

// Loading the TypeScript resolver and parser takes seconds on a busy 2-core runner: do it once, up front.
beforeAll(async () => {
  await eslint.lintText("export const warm = 1;\n", { filePath: "src/lib/lint-warm-up.ts" });
}, 120_000);

describe("import boundaries", { timeout: 30_000 }, () => {
  it("stops a feature importing another feature", async () => {
    expect(
      await ruleIdsFor(
        "src/features/queues/probe.ts",
        'import { locationsPages } from "../locations";\nexport const x = locationsPages;\n',
      ),
    ).toContain("import-x/no-restricted-paths");
  });

  it("lets a feature import its own files, ui, lib and api", async () => {
    const ids = await ruleIdsFor(
      "src/features/queues/probe.ts",
      'import { QueueListPage } from "./queue-list-page";\nimport { wibToday } from "../../lib/wib";\nimport { queueQueries } from "../../api/queries/queues";\nexport const x = [QueueListPage, wibToday, queueQueries];\n',
    );
    expect(ids).not.toContain("import-x/no-restricted-paths");
  });

  it("stops ui and lib importing features", async () => {
    expect(
      await ruleIdsFor(
        "src/ui/probe.ts",
        'import { DashboardPage } from "../features/dashboard";\nexport const x = DashboardPage;\n',
      ),
    ).toContain("import-x/no-restricted-paths");
    expect(
      await ruleIdsFor(
        "src/lib/probe.ts",
        'import { DashboardPage } from "../features/dashboard";\nexport const x = DashboardPage;\n',
      ),
    ).toContain("import-x/no-restricted-paths");
  });

  it("keeps src/lib and src/ui below everything else but the contract: no UI, API, machine or kit in them", async () => {
    const probe = (from: string) => `import * as target from "${from}";\nexport const x = target;\n`;
    for (const from of ["../ui", "../api/instance", "../../machines/confirm-toggle", "../admin-kit"]) {
      expect(await ruleIdsFor("src/lib/probe.ts", probe(from))).toContain("import-x/no-restricted-paths");
    }
    for (const from of ["../api/instance", "../tickets", "../admin-kit", "../../machines/confirm-toggle"]) {
      expect(await ruleIdsFor("src/ui/probe.tsx", probe(from))).toContain("import-x/no-restricted-paths");
    }
    expect(await ruleIdsFor("src/ui/probe.tsx", probe("../../contract/wib"))).not.toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("src/lib/probe.ts", probe("../../contract"))).not.toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("lets the admin kit and the tickets module build on ui, lib and the contract, and not on each other or a feature", async () => {
    const probe = (from: string) => `import * as target from "${from}";\nexport const x = target;\n`;
    const allowed = ["../ui", "../../contract/wib", "../../contract"];
    for (const from of allowed) {
      expect(await ruleIdsFor("src/admin-kit/probe.tsx", probe(from))).not.toContain("import-x/no-restricted-paths");
      expect(await ruleIdsFor("src/tickets/probe.tsx", probe(from))).not.toContain("import-x/no-restricted-paths");
    }
    // the kit drives the confirm-toggle machine and words failures with the one errorText
    expect(await ruleIdsFor("src/admin-kit/probe.ts", probe("../../machines/confirm-toggle"))).not.toContain(
      "import-x/no-restricted-paths",
    );
    expect(await ruleIdsFor("src/admin-kit/probe.ts", probe("../api/errors"))).not.toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("src/admin-kit/probe.ts", probe("../tickets"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("src/tickets/probe.ts", probe("../admin-kit"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("src/tickets/probe.ts", probe("../api/instance"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("src/admin-kit/probe.ts", probe("../features/locations"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("src/tickets/probe.ts", probe("../features/status"))).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("keeps the contract at the bottom, free of src, and src/api free of the UI", async () => {
    const probe = (from: string) => `import * as target from "${from}";\nexport const x = target;\n`;
    expect(await ruleIdsFor("contract/probe.ts", probe("../src/api/instance"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("contract/probe.ts", probe("../src/lib/env"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("contract/probe.ts", probe("../machines/shared"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("src/api/probe.ts", probe("../../contract"))).not.toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("src/api/queries/probe.ts", probe("../../ui"))).toContain("import-x/no-restricted-paths");
  }, 30_000);

  it("stops src importing mocks, statically or not", async () => {
    const ids = await withFiles({ "mocks/lint-probe-target.ts": "export const mock = 1;\n" }, async () => [
      ...(await ruleIdsFor(
        "src/app/probe.ts",
        'import { mock } from "../../mocks/lint-probe-target";\nexport const x = mock;\n',
      )),
      ...(await ruleIdsFor("src/app/probe.ts", 'export const load = () => import("../../mocks/lint-probe-target");\n')),
    ]);
    expect(ids.filter((id) => id === "import-x/no-restricted-paths")).toHaveLength(2);
  });

  it("keeps the shared API (server/) free of mocks and of the app, and src free of server", async () => {
    const probe = (from: string) => `import * as target from "${from}";\nexport const x = target;\n`;
    expect(await ruleIdsFor("server/handlers/probe.ts", probe("../../mocks/faults"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("server/probe.ts", probe("../src/app/app"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("server/probe.ts", probe("../contract"))).not.toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("server/probe.ts", probe("../src/lib/env"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("src/app/probe.ts", probe("../../server/api"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("mocks/probe.ts", probe("../server/api"))).not.toContain("import-x/no-restricted-paths");
    // the app's entry starts the mock API in a demo build; nothing else in src may
    expect(await ruleIdsFor("src/main.tsx", probe("../mocks/browser"))).not.toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("src/features/status/probe.ts", probe("../../../mocks/browser"))).toContain(
      "import-x/no-restricted-paths",
    );
  }, 30_000);

  it("lets the demo console (mocks/console) use src/ui, and no other mock code", async () => {
    // an allowed edge of the layer table (console → ui), not an exception
    const ui = 'import { Button } from "../../src/ui";\nexport const x = Button;\n';
    expect(await ruleIdsFor("mocks/console/probe.tsx", ui)).not.toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("mocks/api-tests/probe.ts", ui)).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("mocks/probe.ts", 'import { Button } from "../src/ui";\nexport const x = Button;\n')).toContain(
      "import-x/no-restricted-paths",
    );
    // the console reaches the app only through window events, never by import
    expect(
      await ruleIdsFor("mocks/console/probe.tsx", 'import { App } from "../../src/app/app";\nexport const x = App;\n'),
    ).toContain("import-x/no-restricted-paths");
    // stories and e2e share test doubles through tests/support; a story never imports e2e
    expect(
      await ruleIdsFor(
        "stories/screens/probe.stories.tsx",
        'import { showQr } from "../../e2e/support/fake-camera";\nexport const x = showQr;\n',
      ),
    ).toContain("import-x/no-restricted-paths");
    expect(
      await ruleIdsFor(
        "stories/screens/probe.stories.tsx",
        'import { qrModules } from "../../tests/support/fake-camera";\nexport const x = qrModules;\n',
      ),
    ).not.toContain("import-x/no-restricted-paths");
    expect(
      await ruleIdsFor(
        "e2e/probe.ts",
        'import { qrModules } from "../tests/support/fake-camera";\nexport const x = qrModules;\n',
      ),
    ).not.toContain("import-x/no-restricted-paths");
  }, 30_000); // resolving src/ui for the cycle rule is slow on a busy machine

  it("lets e2e write the demo's clock setting through its one module, and import no other mock code", async () => {
    const probe = (from: string) => `import * as target from "${from}";\nexport const x = target;\n`;
    expect(await ruleIdsFor("e2e/support/probe.ts", probe("../../mocks/clock-setting"))).not.toContain(
      "import-x/no-restricted-paths",
    );
    expect(await ruleIdsFor("e2e/support/probe.ts", probe("../../mocks/persistence"))).toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("mocks/probe.ts", probe("./clock-setting"))).not.toContain("import-x/no-restricted-paths");
    expect(await ruleIdsFor("mocks/clock-setting.ts", probe("./persistence"))).toContain("import-x/no-restricted-paths");
  }, 30_000);

  it("keeps machines pure", async () => {
    expect(await ruleIdsFor("machines/probe.ts", 'import { useState } from "react";\nexport const x = useState;\n')).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
    expect(await ruleIdsFor("machines/probe.ts", 'import type { Queue } from "../contract";\nexport type X = Queue;\n')).toEqual(
      [],
    );
    // the contract's plain helpers (failureKind) are fine; its schemas, src/ and the API client are not
    expect(
      await ruleIdsFor(
        "machines/probe.ts",
        'import { failureKind } from "../contract/failure-kind";\nexport const x = failureKind;\n',
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor("machines/probe.ts", 'import { loginBody } from "../contract";\nexport const x = loginBody;\n'),
    ).toContain("@typescript-eslint/no-restricted-imports");
    expect(await ruleIdsFor("machines/probe.ts", 'import { env } from "../src/lib/env";\nexport const x = env;\n')).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("finds import cycles", async () => {
    const ids = await withFiles(
      {
        "src/lib/lint-probe-a.ts": 'import { b } from "./lint-probe-b";\nexport const a = () => b;\n',
        "src/lib/lint-probe-b.ts": 'import { a } from "./lint-probe-a";\nexport const b = () => a;\n',
      },
      async () => (await eslint.lintFiles(["src/lib/lint-probe-a.ts"])).flatMap((r) => r.messages.map((m) => m.ruleId)),
    );
    expect(ids).toContain("import-x/no-cycle");
  });
});

// eslint.config.js turns inline configuration off: a rule is set aside in the config, where its reason is written
// beside it, never by a comment in the code; and lint fails on a warning (--max-warnings 0, package.json, test-all.ts).
describe("inline configuration", { timeout: 30_000 }, () => {
  it("reports a disable comment as having no effect, and still reports what it meant to silence", async () => {
    const wholeFile = "/* eslint-disable @typescript-eslint/no-explicit-any */";
    const nextLine = "// eslint-disable-next-line @typescript-eslint/no-explicit-any";
    const code = [wholeFile, nextLine, "export const x: any = 1;", ""].join("\n");
    const [result] = await eslint.lintText(code, { filePath: "src/lib/probe.ts" });
    const noEffect = (comment: string) => `'${comment}' has no effect because you have 'noInlineConfig' setting in your config.`;
    expect((result?.messages ?? []).map(({ ruleId, severity, message }) => ({ ruleId, severity, message }))).toEqual([
      { ruleId: null, severity: 1, message: noEffect(wholeFile) },
      { ruleId: null, severity: 1, message: noEffect(nextLine) },
      { ruleId: "@typescript-eslint/no-explicit-any", severity: 2, message: expect.any(String) },
    ]);
  });
});
