import { DEFAULT_THEME, getFontSize, getSize, mergeMantineTheme, type MantineColor } from '@mantine/core';
import type { CSSProperties } from 'react';
import { theme } from '../../theme.ts';

/**
 * The CSS variables of Mantine's Button, ActionIcon and Burger for a look, written as their variables resolvers
 * write them (same names, values and order) from the theme's own colour resolver, and kept per look: the plain
 * controls of `components/ui/` set them without importing Mantine's components (whose code would then stay in the
 * first load). The controls' tests compare the result with Mantine's output for every look the app uses.
 */
export type ControlSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type ControlVariant = 'filled' | 'light' | 'subtle' | 'default';

export interface ControlLook {
  variant?: ControlVariant | undefined;
  color?: MantineColor | undefined;
  size?: ControlSize | undefined;
}

const resolvedTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const kept = new Map<string, CSSProperties | undefined>();

function keep(key: string, variables: () => Record<string, string | undefined>): CSSProperties | undefined {
  if (!kept.has(key)) {
    const defined = Object.entries(variables()).filter(([, value]) => value !== undefined);
    kept.set(key, defined.length > 0 ? (Object.fromEntries(defined) as CSSProperties) : undefined);
  }
  return kept.get(key);
}

function colors({ variant, color }: ControlLook) {
  return resolvedTheme.variantColorResolver({
    color: color || resolvedTheme.primaryColor,
    theme: resolvedTheme,
    variant: variant || 'filled',
  });
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
