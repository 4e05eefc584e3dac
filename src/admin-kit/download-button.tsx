import type { ReactNode } from "react";
import { Button } from "../ui";
import { saveBlob } from "./download";
import { useAdminMutation } from "./use-admin-mutation";

export type DownloadButtonProps = {
  /** the call that makes the file (the queue export, docs/product.md §2 'Export') */
  download: () => Promise<Blob>;
  fileName: string;
  children: ReactNode;
  "aria-label"?: string;
};

/** Downloads a file the API makes; a failure shows the 'Error' toast like every admin call (docs/product.md §8). */
export function DownloadButton({ download, fileName, children, "aria-label": ariaLabel }: DownloadButtonProps) {
  const file = useAdminMutation({ mutationFn: download, onSuccess: (blob) => saveBlob(blob, fileName) });
  return (
    <Button variant="secondary" onPress={() => file.mutate()} isPending={file.isPending} aria-label={ariaLabel}>
      {children}
    </Button>
  );
}
