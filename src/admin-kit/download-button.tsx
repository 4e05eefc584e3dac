import type { ReactNode } from "react";
import type { ScreenLanguage } from "../lib/screen-language";
import { Button } from "../ui";
import { saveBlob } from "./download";
import { useAdminMutation } from "./use-admin-mutation";

export type DownloadButtonProps = {
  /** the call that makes the file (the queue export, docs/product.md §2 'Export') */
  download: () => Promise<Blob>;
  fileName: string;
  /** the screen's language: a failure the server did not word is said in it (docs/product.md §2.12, §8.1, ADR 806) */
  language: ScreenLanguage;
  children: ReactNode;
  "aria-label"?: string;
};

/**
 * Downloads a file the API makes; a failure shows the 'Error' toast like every admin call (docs/product.md §8.1): a
 * refusal the server worded in its words, no connection, a server error or too many calls in the screen's language.
 * A download changes nothing, so its failure is worded as a read's: try again (ADR 806).
 */
export function DownloadButton({ download, fileName, language, children, "aria-label": ariaLabel }: DownloadButtonProps) {
  const file = useAdminMutation({
    mutationFn: download,
    onSuccess: (blob) => saveBlob(blob, fileName),
    language,
    call: "read",
  });
  return (
    <Button variant="secondary" onPress={() => file.mutate()} isPending={file.isPending} aria-label={ariaLabel}>
      {children}
    </Button>
  );
}
