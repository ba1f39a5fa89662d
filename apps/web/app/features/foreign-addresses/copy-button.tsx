import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';

/** How long a button shows that it copied. */
const COPIED_MS = 2000;

/** The page's way to tell screen readers what happened (a polite live region). */
export type Announce = (message: string) => void;

/** Puts text on the clipboard: the Clipboard API, else the older copy command; false when neither worked. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API (an insecure origin) or no permission: the copy command still works in most browsers.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** Selects the element's text, so that a copy that failed can be done with the keyboard or the phone's menu. */
function selectText(id: string): void {
  const element = document.getElementById(id);
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

interface CopyProps {
  text: string;
  /** The element showing the text: selected when copying fails. */
  sourceId: string;
  announce: Announce;
  words: { copy: string; copied: string; failed: string };
}

function useCopy({ text, sourceId, announce, words }: CopyProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const copy = async () => {
    if (await writeClipboard(text)) {
      setCopied(true);
      announce(words.copied);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } else {
      selectText(sourceId);
      announce(words.failed);
    }
  };
  return { copied, copy };
}

/**
 * A copy button for one line, named for screen readers ("Copy: Full name"), its icon a check while it has just
 * copied. A plain button drawn by `foreign-addresses.css` (the icon is a mask there): the page has one per line, and
 * markup repeated fifty times is what a page pays for on every view. Until the page is hydrated (and so without
 * JavaScript) it is not shown, and the text beside it is plainly selectable.
 */
export function CopyLineButton(props: CopyProps) {
  const { copied, copy } = useCopy(props);
  return (
    <button
      type="button"
      className="foreign-address__copy foreign-address__copy-line"
      data-copied={copied || undefined}
      onClick={() => void copy()}
      aria-label={copied ? props.words.copied : props.words.copy}
      data-testid="copy-line"
    />
  );
}

/** The button that copies the whole address, one line per field; it says "copied" for a moment. */
export function CopyAllButton(props: CopyProps & { icon?: ReactNode }) {
  const { copied, copy } = useCopy(props);
  return (
    <Button
      variant={copied ? 'light' : 'default'}
      color={copied ? 'teal' : undefined}
      size="sm"
      className="foreign-address__copy"
      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      onClick={() => void copy()}
      data-testid="copy-all"
    >
      {copied ? props.words.copied : props.words.copy}
    </Button>
  );
}
