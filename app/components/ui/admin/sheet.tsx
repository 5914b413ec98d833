import type { ReactNode } from "react";
import { Dialog, DialogContent } from "./dialog.tsx";

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  side?: "left" | "right";
  children: ReactNode;
};

/** A side panel (the phone's sidebar, create/edit forms): a Radix dialog anchored to one edge. */
export function Sheet({ open, onOpenChange, title, description, side = "right", children }: SheetProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} side={side}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
