import { queryOptions } from "@tanstack/react-query";
import type {
  PageParams,
  PermissionCreateBody,
  PermissionEditBody,
  RoleCreateBody,
  RoleEditBody,
  UserCreateBody,
  UserEditBody,
} from "../../../contract";
import { api } from "../instance";

export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (params: PageParams) => [...userKeys.lists(), params] as const,
  detail: (username: string) => [...userKeys.all, "detail", username] as const,
};
export const userQueries = {
  list: (params: PageParams) =>
    queryOptions({ queryKey: userKeys.list(params), queryFn: async () => (await api.call("userList", { query: params })).data }),
  detail: (username: string) =>
    queryOptions({
      queryKey: userKeys.detail(username),
      queryFn: async () => (await api.call("userGet", { params: { username } })).data.user,
    }),
};
export const createUser = async (body: UserCreateBody) => (await api.call("userCreate", { body })).data.user;
export const editUser = async (username: string, body: UserEditBody) =>
  (await api.call("userEdit", { params: { username }, body })).data.user;

export const roleKeys = {
  all: ["roles"] as const,
  lists: () => [...roleKeys.all, "list"] as const,
  list: (params: PageParams) => [...roleKeys.lists(), params] as const,
  detail: (id: number) => [...roleKeys.all, "detail", id] as const,
};
export const roleQueries = {
  list: (params: PageParams) =>
    queryOptions({ queryKey: roleKeys.list(params), queryFn: async () => (await api.call("roleList", { query: params })).data }),
  detail: (id: number) =>
    queryOptions({
      queryKey: roleKeys.detail(id),
      queryFn: async () => (await api.call("roleGet", { params: { id } })).data.role,
    }),
};
export const createRole = async (body: RoleCreateBody) => (await api.call("roleCreate", { body })).data.role;
export const editRole = async (id: number, body: RoleEditBody) =>
  (await api.call("roleEdit", { params: { id }, body })).data.role;

export const permissionKeys = {
  all: ["permissions"] as const,
  lists: () => [...permissionKeys.all, "list"] as const,
  list: (params: PageParams) => [...permissionKeys.lists(), params] as const,
  detail: (id: number) => [...permissionKeys.all, "detail", id] as const,
};
export const permissionQueries = {
  list: (params: PageParams) =>
    queryOptions({
      queryKey: permissionKeys.list(params),
      queryFn: async () => (await api.call("permissionList", { query: params })).data,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: permissionKeys.detail(id),
      queryFn: async () => (await api.call("permissionGet", { params: { id } })).data.permission,
    }),
};
export const createPermission = async (body: PermissionCreateBody) =>
  (await api.call("permissionCreate", { body })).data.permission;
export const editPermission = async (id: number, body: PermissionEditBody) =>
  (await api.call("permissionEdit", { params: { id }, body })).data.permission;
