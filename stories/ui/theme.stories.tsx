import type { Meta } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { componentStories } from "../frame";
import { vars } from "../../src/ui";
import { contrastPairs, contrastRatio, palette } from "../../src/ui/tokens";

function Theme() {
  return (
    <div style={{ display: "grid", gap: 32, padding: 16 }}>
      <section>
        <h2>Colours</h2>
        <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))", gap: 8 }}>
          {Object.entries(palette).map(([name, value]) => (
            <div key={name} style={{ border: `1px solid ${vars.color.border}`, borderRadius: 8, overflow: "hidden" }}>
              <div style={{ background: value, height: 40 }} />
              <div style={{ padding: 8, fontSize: 14 }}>
                <strong>{name}</strong>
                <br />
                <code>{value}</code>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>Contrast (WCAG AA)</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Sample</th>
              <th scope="col">Use</th>
              <th scope="col">Ratio</th>
            </tr>
          </thead>
          <tbody>
            {contrastPairs.map(({ fg, bg, min, use }) => {
              const ratio = contrastRatio(palette[fg], palette[bg]);
              return (
                <tr key={`${fg}-${bg}`}>
                  <td style={{ color: palette[fg], background: palette[bg], padding: "4px 8px" }}>
                    {fg} on {bg}
                  </td>
                  <td>{use}</td>
                  <td data-ok={ratio >= min ? "yes" : "no"}>
                    {ratio.toFixed(2)} (≥ {min})
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <section>
        <h2>Type scale</h2>
        {(["xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] as const).map((k) => (
          <p key={k} style={{ fontSize: vars.fontSize[k], margin: "4px 0" }}>
            {k}: Pendaftaran antrean pangan bersubsidi
          </p>
        ))}
      </section>
      <section>
        <h2>Spacing</h2>
        {(["xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] as const).map((k) => (
          <div key={k} style={{ display: "flex", alignItems: "center", gap: 8, margin: "4px 0" }}>
            <code style={{ width: 48 }}>{k}</code>
            <div style={{ width: vars.space[k], height: 16, background: vars.color.brand }} />
          </div>
        ))}
      </section>
    </div>
  );
}

const meta = { title: "UI/Theme", component: Theme, parameters: { layout: "fullscreen" } } satisfies Meta<typeof Theme>;
export default meta;
const story = componentStories(meta);

export const Tokens = story(async (canvas, { canvasElement }) => {
  const failing = canvasElement.querySelectorAll('[data-ok="no"]');
  await expect(failing).toHaveLength(0);
  // the theme's variables are set on :root
  const brand = getComputedStyle(document.documentElement).getPropertyValue(vars.color.brand.replace(/^var\((.*)\)$/, "$1"));
  await expect(brand.trim()).toBe(palette.brand);
  await expect(canvas.getByRole("heading", { name: "Colours" })).toBeInTheDocument();
});
