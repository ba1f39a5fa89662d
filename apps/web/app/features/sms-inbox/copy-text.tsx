import { useCopy } from '../../lib/use-copy.ts';

/**
 * A button that copies `text` and says so in its own label for a moment ("Code 482915 copied"), also read out by
 * the page's live region. Hidden until the page is hydrated (sms-inbox.css): without JavaScript the text beside
 * it is plain, selectable text.
 */
export function CopyText({
  text,
  sourceId,
  label,
  copiedLabel,
  failed,
  announce,
  testId,
}: {
  text: string;
  /** The element showing the text: selected when copying fails. */
  sourceId: string;
  label: string;
  copiedLabel: string;
  failed: string;
  announce: (message: string) => void;
  testId: string;
}) {
  const words = { copy: label, copied: copiedLabel, failed };
  const { copied, copy } = useCopy({ text, sourceId, announce, words });
  return (
    <button
      type="button"
      className="sms-inbox__copy"
      data-copied={copied || undefined}
      onClick={() => void copy()}
      data-testid={testId}
    >
      {copied ? copiedLabel : label}
    </button>
  );
}
