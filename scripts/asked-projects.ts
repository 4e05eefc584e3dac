/**
 * The test projects this command line asks for (`--project`, repeatable, `*` as Playwright and Vitest read it), for
 * the configs to start or load only what those projects need (a web server, a plugin). None asked: every project.
 */
const asked = process.argv.flatMap((arg, index, args) =>
  arg === "--project" ? [args[index + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice("--project=".length)] : [],
);

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** Whether this run runs any of `projects` (a run that leaves some out, `--project '!name'`, may run any). */
export function runsAnyOf(...projects: string[]): boolean {
  return (
    asked.length === 0 ||
    asked.some((pattern) => pattern.startsWith("!")) ||
    asked.some((pattern) => {
      const matcher = new RegExp(`^${pattern.toLowerCase().split("*").map(escapeRegExp).join(".*")}$`);
      return projects.some((project) => matcher.test(project));
    })
  );
}
