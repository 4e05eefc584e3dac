import { adminProblems } from "../../../contract";

/** Words of the rejection-reason screens: Indonesian like the menu (docs/product.md §1); toasts verbatim (§8). */
export const t = {
  emptyText: "Tambahkan alasan yang dapat dipilih saat menolak antrean.",
  created: "Rejection Reason created successfully",
  toggled: { delete: "Rejection reason deleted" },
  confirm: {
    delete: (label: string) => `Alasan "${label}" akan dihapus permanen. Tindakan ini tidak dapat dibatalkan.`,
  },
} as const;

/** Field and column names (docs/product.md §2). */
export const fields = { reason: "Alasan" } as const;

/** The server's rule for a reason, said on this screen (docs/product.md §8.1, §11.9). */
export const problems = {
  reason: { [adminProblems.taken]: "Alasan ini sudah ada. Tulis alasan yang lain." },
} as const;
