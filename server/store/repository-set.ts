import type { Repositories } from "./store";

/** The repositories of one store as its fields (`store.locations.create(…)`): the memory and the SQL store extend it. */
export abstract class RepositorySet<R extends Repositories> implements Repositories {
  readonly tickets: R["tickets"];
  readonly locations: R["locations"];
  readonly sessions: R["sessions"];
  readonly daysOff: R["daysOff"];
  readonly rejectionReasons: R["rejectionReasons"];
  readonly users: R["users"];
  readonly roles: R["roles"];
  readonly permissions: R["permissions"];
  readonly signIn: R["signIn"];

  constructor(repositories: R) {
    this.tickets = repositories.tickets;
    this.locations = repositories.locations;
    this.sessions = repositories.sessions;
    this.daysOff = repositories.daysOff;
    this.rejectionReasons = repositories.rejectionReasons;
    this.users = repositories.users;
    this.roles = repositories.roles;
    this.permissions = repositories.permissions;
    this.signIn = repositories.signIn;
  }
}
