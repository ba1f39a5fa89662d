import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { actionIconVars, burgerVars, type ControlLook, type ControlSize } from './control-vars.ts';
import { cx } from './layout.tsx';

/**
 * Mantine's ActionIcon and Burger as plain elements: the same markup, classes and CSS variables (`control-vars.ts`),
 * without Mantine's hooks on every render. Every page's header has both (the theme switch, the phone menu).
 * `icon-button.test.tsx` holds them to Mantine's output for every way the app uses them.
 */
type Native = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

export interface ActionIconProps extends Omit<Native, 'color'>, ControlLook {
  children?: ReactNode;
}

/** A square button with an icon; it needs `aria-label`. */
export function ActionIcon({ variant, color, size, disabled, className, style, children, ...button }: ActionIconProps) {
  const look = actionIconVars({ variant, color, size });
  return (
    <button
      style={style ? { ...look, ...style } : look}
      className={cx(
        'mantine-focus-auto',
        !disabled && 'mantine-active',
        className,
        'm_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root',
      )}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled || undefined}
      type="button"
      disabled={disabled}
      {...button}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>
    </button>
  );
}

export interface BurgerProps extends Omit<Native, 'children'> {
  opened: boolean;
  size?: ControlSize;
  /** Hidden from this width up, as Mantine's `hiddenFrom`. */
  hiddenFrom?: ControlSize;
  'aria-label': string;
}

/** The three-line button that opens a menu on phones. */
export function Burger({ opened, size, hiddenFrom, className, style, ...button }: BurgerProps) {
  const look = burgerVars(size);
  return (
    <button
      style={style ? { ...look, ...style } : look}
      className={cx(
        'mantine-focus-auto',
        className,
        'm_fea6bf1a mantine-Burger-root m_87cf2631 mantine-UnstyledButton-root',
        hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
      )}
      data-size={size}
      type="button"
      {...button}
    >
      <div className="m_d4fb9cad mantine-Burger-burger" data-reduce-motion="true" data-opened={opened || undefined} />
    </button>
  );
}
