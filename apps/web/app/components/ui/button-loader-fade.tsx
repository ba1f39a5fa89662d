import { rem, Transition } from '@mantine/core';
import { ButtonLoaderMark } from './button-loader-mark.tsx';
import { MantineTheme } from './mantine-theme.tsx';

const loaderTransition = {
  in: { opacity: 1, transform: `translate(-50%, calc(-50% + ${rem(1)}))` },
  out: { opacity: 0, transform: 'translate(-50%, -200%)' },
  common: { transformOrigin: 'center' },
  transitionProperty: 'transform, opacity',
};

/** The button's loader fading in and out with Mantine's Transition, as Mantine's Button does. */
export function FadingLoader({ loading }: { loading: boolean }) {
  return (
    <MantineTheme>
      <Transition mounted={loading} transition={loaderTransition} duration={150}>
        {(transitionStyles) => <ButtonLoaderMark style={transitionStyles} />}
      </Transition>
    </MantineTheme>
  );
}
