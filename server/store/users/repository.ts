import type {
  Permission,
  PermissionCreateBody,
  PermissionEditBody,
  Role,
  RoleCreateBody,
  RoleEditBody,
  User,
  UserCreateBody,
  UserEditBody,
} from "../../../contract";
import type { Violation } from "../../rules/violation";
import type { Change, Page, PageRequest } from "../basics";

/** Staff users, addressed by username (compared with `sameKey`), with their roles and direct permissions. */
export interface UsersRepository {
  /** By id. */
  list(page: PageRequest): Promise<Page<User>>;
  get(username: string): Promise<User | null>;
  /** The password arrives hashed. Order: taken username → 409 on `username`; unknown role → 422 on `roles`; unknown permission → 422 on `permissions`. */
  create(values: UserCreateValues, change: Change): Promise<User | Violation>;
  /**
   * Only the given fields (lists replace). Order: null; username taken by another → 409; unknown role → 422; unknown
   * permission → 422. In the same step, a new password, or roles or permissions that leave the user none, end the
   * user's other sessions (ADR 126, ./edit-user.ts): the one edit the store offers.
   */
  edit(username: string, values: UserEditValues, change: Change): Promise<User | null | Violation>;
}

/** Roles: named sets of permissions. */
export interface RolesRepository {
  /** By id. */
  list(page: PageRequest): Promise<Page<Role>>;
  get(id: number): Promise<Role | null>;
  /** Order: taken slug → 409 on `slug`; unknown permission id → 422 on `permissions`. */
  create(values: RoleCreateBody): Promise<Role | Violation>;
  /** Only the given fields (`permissions` replaces the list). Order: null; slug taken by another → 409; unknown permission → 422. */
  edit(id: number, values: RoleEditBody): Promise<Role | null | Violation>;
}

export interface PermissionsRepository {
  /** By id. */
  list(page: PageRequest): Promise<Page<Permission>>;
  get(id: number): Promise<Permission | null>;
  /** Taken slug → 409 on `slug`. */
  create(values: PermissionCreateBody): Promise<Permission | Violation>;
  /** Only the given fields. Order: null; slug taken by another → 409. */
  edit(id: number, values: PermissionEditBody): Promise<Permission | null | Violation>;
}

export type UserCreateValues = Omit<UserCreateBody, "password"> & { password_hash: string };
export type UserEditValues = Omit<UserEditBody, "password"> & { password_hash?: string };
