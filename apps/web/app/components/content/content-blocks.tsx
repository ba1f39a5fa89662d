import type { Block } from '@yolla/contract';

/**
 * Rich text of the public site's content (news, FAQ answers, documents): paragraphs and lists as plain elements.
 * A text served in English for want of a translation carries `lang="en"`, so screen readers read it as English.
 */
export function ContentBlocks({ blocks, lang }: { blocks: readonly Block[]; lang?: string | undefined }) {
  return (
    <div className="content-blocks" lang={lang}>
      {blocks.map((block, index) =>
        block.kind === 'p' ? (
          <p key={index}>{block.text}</p>
        ) : block.kind === 'ul' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <ol key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ol>
        ),
      )}
    </div>
  );
}

/** `lang` for an item's markup: English when the item fell back to it, nothing when it is in the page language. */
export function fallbackLang(item: { fallback: boolean }): 'en' | undefined {
  return item.fallback ? 'en' : undefined;
}
