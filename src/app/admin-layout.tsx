import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { canSeeMenuItem } from "./access";
import { menuGroups, menuRoutes } from "./route-table";
import { useSession } from "./session";

/** The authenticated frame: sidebar from the route table, top bar, footer (issue 6 finishes its look). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const user = session.user;
  if (!user) return null;
  const visible = menuRoutes.filter((r) => canSeeMenuItem(r.menu.permission, user));
  const ungrouped = visible.filter((r) => !r.menu.group);
  return (
    <div>
      <nav aria-label="Menu">
        <Link href="/dashboard">Antrean</Link>
        <ul>
          {ungrouped.map((r) => (
            <li key={r.path}>
              <Link href={r.path} aria-current={location === r.path ? "page" : undefined}>
                {r.menu.label}
              </Link>
            </li>
          ))}
          {menuGroups.map((group) => {
            const items = visible.filter((r) => r.menu.group === group);
            if (items.length === 0) return null;
            return (
              <li key={group}>
                <span>{group}</span>
                <ul>
                  {items.map((r) => (
                    <li key={r.path}>
                      <Link href={r.path} aria-current={location === r.path ? "page" : undefined}>
                        {r.menu.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <header>
        <span>Hello, {user.username}</span>
        <button type="button" onClick={() => session.logout()}>
          Logout
        </button>
      </header>
      <main>{children}</main>
      <footer>© 2025 PT Pangan Kota Jakarta. All rights reserved</footer>
    </div>
  );
}
