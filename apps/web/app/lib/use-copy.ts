import { useEffect, useRef, useState } from 'react';

/** How long a copy button says it copied. */
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

export interface CopyProps {
  text: string;
  /** The element showing the text: selected when copying fails. */
  sourceId: string;
  announce: Announce;
  words: { copy: string; copied: string; failed: string };
}

/**
 * What every copy button does: copies `text`, says "copied" for a moment (and to screen readers), and when the
 * browser refuses, selects the text on the page so it is one keystroke away.
 */
export function useCopy({ text, sourceId, announce, words }: CopyProps) {
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
