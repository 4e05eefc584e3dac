import type { Meta } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { componentCases, shows } from "../frame/component-cases";
import { vars } from "../../src/ui";
import { contrastPairs, contrastRatio, palette } from "../../src/ui/tokens";

const sizes = <K extends string>(keys: readonly K[], row: (key: K) => React.ReactNode) =>
  keys.map((k) => <div key={k}>{row(k)}</div>);
function Theme() {
  const box = { border: `1px solid ${vars.color.border}`, padding: 8, fontSize: 14 };
  return (
    <div style={{ display: "grid", gap: 32, padding: 16 }}>
      <h2>Colours</h2>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))", gap: 8 }}>
        {Object.entries(palette).map(([name, value]) => (
          <div key={name} style={{ ...box, borderTop: `40px solid ${value}` }}>
            <strong>{name}</strong> <code>{value}</code>
          </div>
        ))}
      </div>
      <h2>Contrast (WCAG AA)</h2>
      <table>
        <tbody>
          {contrastPairs.map(({ fg, bg, min, use }) => (
            <tr key={`${fg}-${bg}`} data-ok={contrastRatio(palette[fg], palette[bg]) >= min ? "yes" : "no"}>
              <td style={{ color: palette[fg], background: palette[bg], padding: "4px 8px" }}>{`${fg} on ${bg}`}</td>
              <td>{use}</td>
              <td>{`${contrastRatio(palette[fg], palette[bg]).toFixed(2)} (≥ ${min})`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Type scale</h2>
      {sizes(["xs", "sm", "md", "lg", "xl", "xxl", "xxxl"], (k) => (
        <p style={{ fontSize: vars.fontSize[k], margin: 0 }}>{k}: Pendaftaran antrean pangan bersubsidi</p>
      ))}
      <h2>Spacing</h2>
      {sizes(["xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xxxl"], (k) => (
        <div style={{ width: vars.space[k], height: 16, background: vars.color.brand }} title={k} />
      ))}
    </div>
  );
}
const meta = { title: "UI/Theme", component: Theme, parameters: { layout: "fullscreen" } } satisfies Meta<typeof Theme>;
export default meta;
const story = componentCases(meta);
/** Every contrast pair passes, and the theme's variables are set on :root. */
export const Tokens = story({}, [
  shows(["heading", "Colours"]),
  async ({ root }) => {
    await expect(root.querySelectorAll("tr[data-ok]")).toHaveLength(contrastPairs.length);
    await expect(root.querySelectorAll('[data-ok="no"]')).toHaveLength(0);
    const brand = getComputedStyle(document.documentElement).getPropertyValue(vars.color.brand.replace(/^var\((.*)\)$/, "$1"));
    await expect(brand.trim()).toBe(palette.brand);
  },
]);
