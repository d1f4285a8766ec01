import { useLayoutEffect, useRef, useState } from 'react';

/** Whether the box shows less than its text: the lines cut by the clamp still count in its height. */
function isCut(element: HTMLElement): boolean {
  return element.scrollHeight - element.clientHeight > 1;
}

/**
 * A description as its cell shows it while not being typed in: its first three lines, ending in
 * an ellipsis when there is more (CSS line-clamp), and then the whole text on hover (`title`), so
 * a teacher sees that more follows and can read it without opening the cell. The text itself is
 * the cell's, unchanged; the text field under it (what a screen reader reads, and what opens for
 * typing) holds it whole.
 */
export function TextPreview({ text }: { text: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState(false);

  // Measured again when the text changes and when the column's width does (a window resized).
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setCut(isCut(element));
    const observer = new ResizeObserver(() => setCut(isCut(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  return (
    <div
      ref={box}
      className="gg-text-preview"
      aria-hidden
      data-cut={cut || undefined}
      title={cut ? text : undefined}
    >
      {text}
    </div>
  );
}
