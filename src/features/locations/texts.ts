import { adminProblems } from "../../../contract";

/** Words of the location screens: Indonesian like the menu (docs/product.md §1); toasts verbatim (§8). */
export const t = {
  emptyText: "Tambahkan lokasi pengambilan pertama.",
  created: "Location created successfully",
  // titled 'Success'
  updated: { title: "Success", description: "Location updated successfully" },
  toggled: { archive: "Location archived", activate: "Location unarchived" },
  confirm: {
    archive: (name: string) => `Lokasi ${name} akan diarsipkan: peserta tidak dapat memilihnya saat mendaftar.`,
    activate: (name: string) => `Lokasi ${name} akan diaktifkan dan muncul di pilihan peserta.`,
  },
} as const;

/** Field and column names (docs/product.md §2). */
export const fields = { name: "Nama", code: "Kode", description: "Deskripsi" } as const;

/** The server's rules for a code, said on this screen (docs/product.md §8.1, §11.9). */
export const problems = {
  code: {
    [adminProblems.code]: "Kode hanya boleh berisi huruf besar (A-Z), angka, dan tanda . : _ - tanpa spasi.",
    [adminProblems.taken]: "Kode ini sudah dipakai lokasi lain. Pakai kode yang lain.",
  },
} as const;
