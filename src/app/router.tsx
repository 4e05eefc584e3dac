import { Suspense, type ReactNode } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { decideAccess } from "./access";
import { DocumentTitle } from "./document-title";
import { retryableLazy } from "./retryable-lazy";
import { notFoundScreen as NotFoundScreen, notFoundTitle, routes, type AppRoute } from "./route-table";
import { ScreenLoadBoundary } from "./screen-load-boundary";
import { ScreenShown } from "./screen-shown";
import { useSession } from "./session";
import { useDocumentMoves } from "../lib/document-start";

// The staff frame loads with the first staff page: public visitors never download it (docs/product.md §13.1).
const AdminLayout = retryableLazy(() => import("./admin-layout").then((m) => m.AdminLayout));

function ScreenFallback() {
  return <p role="status">loading...</p>;
}

/**
 * docs/product.md §2.7 guards, from the route's own entry in the table. A public page lets anyone in without asking
 * for the session, so a citizen's page never starts it (issue 38: src/app/session/provider.tsx).
 */
function Guarded({ route, children }: { route: AppRoute; children: ReactNode }) {
  if (route.access.kind === "public") return <>{children}</>;
  return <SignedInOnly access={route.access}>{children}</SignedInOnly>;
}

function SignedInOnly({ access, children }: { access: AppRoute["access"]; children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  if (session.status === "booting") return <ScreenFallback />;
  const origin = location + (search ? `?${search}` : "");
  switch (decideAccess(access, session.user)) {
    case "login":
      return <Redirect to={`/login?from=${encodeURIComponent(origin)}`} replace />;
    case "unauthorized":
      return <Redirect to={`/unauthorized?from=${encodeURIComponent(origin)}`} replace />;
    case "allow":
      return <>{children}</>;
  }
}

export function AppRouter() {
  // a staff page is arrived at when the document has shown another address before it (the login, say)
  useDocumentMoves();
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <DocumentTitle title={route.title} />
          <Guarded route={route}>
            {/* a screen whose code did not arrive (no signal) says so and loads again when the phone is back online */}
            {route.layout === "admin" ? (
              <ScreenLoadBoundary isPage>
                <Suspense fallback={<ScreenFallback />}>
                  <AdminLayout>
                    <ScreenLoadBoundary>
                      <Suspense fallback={<ScreenFallback />}>
                        <route.screen />
                      </Suspense>
                    </ScreenLoadBoundary>
                  </AdminLayout>
                </Suspense>
              </ScreenLoadBoundary>
            ) : (
              <ScreenLoadBoundary isPage citizenFrame={route.citizenFrame === true}>
                <Suspense fallback={<ScreenFallback />}>
                  <route.screen />
                  <ScreenShown />
                </Suspense>
              </ScreenLoadBoundary>
            )}
          </Guarded>
        </Route>
      ))}
      <Route>
        <DocumentTitle title={notFoundTitle} />
        <ScreenLoadBoundary isPage>
          <Suspense fallback={<ScreenFallback />}>
            <NotFoundScreen />
          </Suspense>
        </ScreenLoadBoundary>
      </Route>
    </Switch>
  );
}
