import type { CSSProperties } from 'react';

/**
 * Mantine's loader over a button's label, as Mantine's Button writes it (`<Loader>` of type oval in the button's
 * colour, sized by its height), as plain markup: Mantine's Loader brought its Box and styles API into every page's
 * first load for a spinner that only a busy form shows. `button.test.tsx` holds it to Mantine's output.
 */
export function ButtonLoaderMark({ style }: { style: CSSProperties }) {
  return (
    <span className="m_a25b86ee mantine-Button-loader" style={style} aria-hidden>
      <span
        style={
          {
            '--loader-size': 'calc(var(--button-height) / 1.8)',
            '--loader-color': 'var(--button-color)',
          } as CSSProperties
        }
        className="m_b34414df m_5ae2e3c mantine-Loader-root"
      />
    </span>
  );
}

/** The loader as it stands once faded in (Mantine's Transition's entered styles), for a loader without the fade. */
export const SHOWN: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
};
