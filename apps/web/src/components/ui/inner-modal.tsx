import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * Mantine closes every open modal on Escape. A window that can open another window inside it
 * (a grid in a modal, whose cell history is a modal too) provides this, and turns its own
 * closeOnEscape off while the inner one is open, so Escape closes only the window on top.
 */
const InnerModalContext = createContext<((open: boolean) => void) | null>(null);

/** For the outer window: wraps its content; `onInnerOpen` learns whether an inner one is open. */
export function InnerModalProvider({
  onInnerOpen,
  children,
}: {
  onInnerOpen: (open: boolean) => void;
  children: ReactNode;
}) {
  return <InnerModalContext value={onInnerOpen}>{children}</InnerModalContext>;
}

/** For the inner window: tells the window around it (if any) whether it is open. */
export function useReportInnerModal(opened: boolean) {
  const report = useContext(InnerModalContext);
  useEffect(() => {
    if (!report) return;
    report(opened);
    return () => report(false);
  }, [report, opened]);
}
