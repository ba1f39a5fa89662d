import { getFontSize, getSize, rem, type DefaultMantineColor } from '@mantine/core';
import type { CSSProperties } from 'react';
import { theme } from '../../theme.ts';

/**
 * The CSS variables of Mantine's Button, ActionIcon and Burger for a look, written as their variables resolvers
 * write them (same names, values and order), and kept per look: the plain controls of `components/ui/` set them
 * without importing Mantine's components (whose code would then stay in the first load). The colours are what
 * Mantine's default variant colour resolver writes for a theme colour without a shade (CSS variables of the static
 * theme), so neither the resolver nor the default theme it belongs to is in the first load. The controls' tests
 * compare the result with Mantine's output for every look the app uses.
 */
export type ControlSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Shade = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type ControlVariant = 'filled' | 'light' | 'subtle' | 'default';

export interface ControlLook {
  variant?: ControlVariant | undefined;
  /** A colour of the theme (a shade of it only for the filled variant): the stylesheet has its CSS variables. */
  color?: DefaultMantineColor | `${DefaultMantineColor}.${Shade}` | undefined;
  size?: ControlSize | undefined;
}

const kept = new Map<string, CSSProperties | undefined>();

function keep(key: string, variables: () => Record<string, string | undefined>): CSSProperties | undefined {
  if (!kept.has(key)) {
    const defined = Object.entries(variables()).filter(([, value]) => value !== undefined);
    kept.set(key, defined.length > 0 ? (Object.fromEntries(defined) as CSSProperties) : undefined);
  }
  return kept.get(key);
}

interface VariantColors {
  background: string;
  hover: string;
  color: string;
  border: string;
  /** Mantine's resolver writes none for a theme colour: the variable stays unset. */
  hoverColor?: string;
}

const SOLID_EDGE = `${rem(1)} solid transparent`;

/**
 * Mantine's `defaultVariantColorsResolver` for a theme colour (`autoContrast` off, as in our theme); a shade is
 * written as Mantine writes it for the filled variant, the one variant the app gives a shade.
 */
function colors({ variant, color }: ControlLook): VariantColors {
  const [name = theme.primaryColor ?? 'blue', shadeText] = (color || '').split('.').filter(Boolean);
  const v = (suffix: string) => `var(--mantine-color-${name}-${suffix})`;
  const shade = shadeText === undefined ? undefined : Number(shadeText);
  if (shade !== undefined && variant && variant !== 'filled') throw new Error(`no ${variant} look for ${color}`);
  switch (variant || 'filled') {
    case 'filled':
      if (shade !== undefined) {
        const hover = shade === 9 ? 8 : shade + 1;
        return {
          background: v(String(shade)),
          hover: v(String(hover)),
          color: 'var(--mantine-color-white)',
          border: SOLID_EDGE,
        };
      }
      return {
        background: v('filled'),
        hover: v('filled-hover'),
        color: 'var(--mantine-color-white)',
        border: SOLID_EDGE,
      };
    case 'light':
      return { background: v('light'), hover: v('light-hover'), color: v('light-color'), border: SOLID_EDGE };
    case 'subtle':
      return { background: 'transparent', hover: v('light-hover'), color: v('light-color'), border: SOLID_EDGE };
    default:
      return {
        background: 'var(--mantine-color-default)',
        hover: 'var(--mantine-color-default-hover)',
        color: 'var(--mantine-color-default-color)',
        border: `${rem(1)} solid var(--mantine-color-default-border)`,
      };
  }
}

/** Mantine's Button: `--button-*`. */
export function buttonVars(look: ControlLook): CSSProperties | undefined {
  return keep(`button|${look.variant}|${look.color}|${look.size}`, () => {
    const c = colors(look);
    const colored = Boolean(look.color || look.variant);
    return {
      '--button-height': getSize(look.size, 'button-height'),
      '--button-padding-x': getSize(look.size, 'button-padding-x'),
      '--button-fz': getFontSize(look.size),
      '--button-bg': colored ? c.background : undefined,
      '--button-hover': colored ? c.hover : undefined,
      '--button-color': c.color,
      '--button-bd': colored ? c.border : undefined,
      '--button-hover-color': colored ? c.hoverColor : undefined,
    };
  });
}

/** Mantine's ActionIcon: `--ai-*`. */
export function actionIconVars(look: ControlLook): CSSProperties | undefined {
  return keep(`ai|${look.variant}|${look.color}|${look.size}`, () => {
    const c = colors(look);
    const colored = Boolean(look.color || look.variant);
    return {
      '--ai-size': getSize(look.size, 'ai-size'),
      '--ai-bg': colored ? c.background : undefined,
      '--ai-hover': colored ? c.hover : undefined,
      '--ai-hover-color': colored ? c.hoverColor : undefined,
      '--ai-color': c.color,
      '--ai-bd': colored ? c.border : undefined,
    };
  });
}

/** Mantine's Burger: `--burger-size`. */
export function burgerVars(size: ControlSize | undefined): CSSProperties | undefined {
  return keep(`burger|${size}`, () => ({ '--burger-size': getSize(size, 'burger-size') }));
}
