import { useEffect, type ButtonHTMLAttributes, type CSSProperties, type ReactNode, type Ref } from 'react';
import type { LinkProps } from 'react-router';
import { AppLink } from '../app-link.tsx';
import { ButtonLoaderMark, SHOWN } from './button-loader-mark.tsx';
import { buttonVars, type ControlLook } from './control-vars.ts';
import { deferred, useDeferredArrival } from './deferred.ts';
import { cx } from './layout.tsx';

/**
 * Mantine's Button as plain elements: the same markup, classes and CSS variables (`control-vars.ts`), so Mantine's
 * stylesheet draws it as before, without Mantine's hooks, merged props and style objects on every render — 22–90 µs
 * a button, and every page has several (docs/render-cost.md). `button.test.tsx` holds both kinds to Mantine's own
 * output for every way the app uses them, so a Mantine upgrade that changes the markup fails there.
 */
export interface ButtonLook extends ControlLook {
  /** As wide as its container. */
  fullWidth?: boolean;
  /** An icon before the label. */
  leftSection?: ReactNode;
  /** Shows Mantine's loader over the label (fading in and out) and disables the button. */
  loading?: boolean;
  children?: ReactNode;
}

export type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/** A router link that looks like a button (Mantine's `<Button component={Link}>`), prefetching as `AppLink` does. */
export type LinkButtonProps = Omit<ButtonLook, 'loading'> & LinkProps & { ref?: Ref<HTMLAnchorElement> };

/** The root's attributes, as Mantine's Button and UnstyledButton write them. */
function rootProps(
  { variant, color, size, fullWidth, leftSection, loading }: ButtonLook,
  disabled: boolean | undefined,
  className: string | undefined,
  style: CSSProperties | undefined,
) {
  const look = buttonVars({ variant, color, size });
  return {
    style: style ? { ...look, ...style } : look,
    className: cx(
      'mantine-focus-auto',
      !disabled && !loading && 'mantine-active',
      className,
      'm_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
    ),
    'data-variant': variant,
    'data-size': size,
    'data-disabled': disabled || undefined,
    'data-loading': loading || undefined,
    'data-block': fullWidth || undefined,
    'data-with-left-section': leftSection ? true : undefined,
  };
}

function Inner({ leftSection, loading, children }: ButtonLook) {
  return (
    <span className="m_80f1301b mantine-Button-inner">
      {leftSection ? (
        <span className="m_a74036a mantine-Button-section" data-position="left">
          {leftSection}
        </span>
      ) : null}
      <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
        {children}
      </span>
    </span>
  );
}

const fade = deferred(() => import('./button-loader-fade.tsx'));

/**
 * Mantine's loader with its fade. A button that is not loading renders nothing here. The fade (Mantine's
 * Transition) is deferred: fetched with the other deferred pieces at the first sign of use, so it is there when a
 * form is sent; until it is (and on the server, where nothing animates) a busy button shows the loader as it stands
 * once faded in.
 */
function ButtonLoader({ loading }: { loading: boolean }) {
  const module = useDeferredArrival(fade);
  useEffect(() => {
    if (loading) fade.load().catch(() => undefined);
  }, [loading]);
  if (module) return <module.FadingLoader loading={loading} />;
  return loading ? <ButtonLoaderMark style={SHOWN} /> : null;
}

export function Button({
  variant,
  color,
  size,
  fullWidth,
  leftSection,
  loading,
  children,
  disabled,
  className,
  style,
  type = 'button',
  ...button
}: ButtonProps) {
  const look = { variant, color, size, fullWidth, leftSection, loading };
  return (
    <button {...rootProps(look, disabled, className, style)} type={type} {...button} disabled={disabled || loading}>
      {typeof loading === 'boolean' ? <ButtonLoader loading={loading} /> : null}
      <Inner leftSection={leftSection} loading={loading}>
        {children}
      </Inner>
    </button>
  );
}

export function LinkButton({
  variant,
  color,
  size,
  fullWidth,
  leftSection,
  children,
  className,
  style,
  ...link
}: LinkButtonProps) {
  const look = { variant, color, size, fullWidth, leftSection };
  return (
    <AppLink {...rootProps(look, undefined, className, style as CSSProperties | undefined)} {...link}>
      <Inner leftSection={leftSection}>{children}</Inner>
    </AppLink>
  );
}
