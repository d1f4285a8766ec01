import {
  ActionIcon,
  Button,
  Drawer,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resetLayout, updateLayout, useLayoutState } from './layout-settings';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

const OpenCustomizer = createContext<(() => void) | null>(null);

/** The gear button of a navbar; it opens the drawer of the `Customizer` around it. */
export function CustomizerButton() {
  const { t } = useTranslation();
  const open = useContext(OpenCustomizer);
  if (!open) return null;
  return (
    <Tooltip label={t('customizer.title')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={open}
        aria-label={t('customizer.open')}
      >
        <IconSettings size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The drawer that changes and persists every layout setting, opened by a `CustomizerButton` in
 * the navbar inside it, where the button covers nothing. With `floating` (no navbar) the button
 * floats at the window's edge instead, so the settings can always be reached. The drawer lives
 * here, outside the navbar, so it stays open while a choice in it swaps the layout or hides the
 * navbar.
 */
export function Customizer({
  withMenuSettings,
  floating = false,
  children,
}: {
  withMenuSettings: boolean;
  floating?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const state = useLayoutState();

  return (
    <OpenCustomizer.Provider value={drawer.open}>
      {children}
      {floating ? (
        <ActionIcon
          onClick={drawer.open}
          size="xl"
          radius="xl"
          aria-label={t('customizer.open')}
          style={{
            position: 'fixed',
            insetInlineEnd: 0,
            top: '50%',
            zIndex: 150,
            borderStartEndRadius: 0,
            borderEndEndRadius: 0,
          }}
        >
          <IconSettings size={22} aria-hidden />
        </ActionIcon>
      ) : null}
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position={state.rtl ? 'left' : 'right'}
        title={t('customizer.title')}
        closeButtonProps={{ 'aria-label': t('customizer.close') }}
        size="md"
      >
        <Text size="sm" c="dimmed" mb="lg">
          {t('customizer.description')}
        </Text>
        <Stack gap="lg">
          <Field label={t('customizer.skin')}>
            <SegmentedControl
              fullWidth
              aria-label={t('customizer.skin')}
              value={state.skin}
              onChange={(value) => updateLayout({ skin: value })}
              data={[
                { value: 'light', label: t('customizer.skinLight') },
                { value: 'bordered', label: t('customizer.skinBordered') },
                { value: 'dark', label: t('customizer.skinDark') },
                { value: 'semi-dark', label: t('customizer.skinSemiDark') },
              ]}
            />
          </Field>
          <Switch
            label={t('customizer.rtl')}
            checked={state.rtl}
            onChange={(event) => updateLayout({ rtl: event.currentTarget.checked })}
          />
          {withMenuSettings ? (
            <>
              <Field label={t('customizer.menuLayout')}>
                <SegmentedControl
                  fullWidth
                  aria-label={t('customizer.menuLayout')}
                  value={state.layoutType}
                  onChange={(value) => updateLayout({ layoutType: value })}
                  data={[
                    { value: 'vertical', label: t('customizer.vertical') },
                    { value: 'horizontal', label: t('customizer.horizontal') },
                  ]}
                />
              </Field>
              <Switch
                label={t('customizer.menuCollapsed')}
                checked={state.menuCollapsed}
                disabled={state.layoutType !== 'vertical'}
                onChange={(event) => updateLayout({ menuCollapsed: event.currentTarget.checked })}
              />
              <Field label={t('customizer.contentWidth')}>
                <SegmentedControl
                  fullWidth
                  aria-label={t('customizer.contentWidth')}
                  value={state.contentWidth}
                  onChange={(value) => updateLayout({ contentWidth: value })}
                  data={[
                    { value: 'full', label: t('customizer.fullWidth') },
                    { value: 'boxed', label: t('customizer.boxed') },
                  ]}
                />
              </Field>
              <Field label={t('customizer.navbarType')}>
                <SegmentedControl
                  fullWidth
                  aria-label={t('customizer.navbarType')}
                  value={state.navbarType}
                  onChange={(value) => updateLayout({ navbarType: value })}
                  data={[
                    { value: 'sticky', label: t('customizer.sticky') },
                    { value: 'static', label: t('customizer.static') },
                    { value: 'floating', label: t('customizer.floating') },
                    { value: 'hidden', label: t('customizer.hidden') },
                  ]}
                />
              </Field>
              <Field label={t('customizer.footerType')}>
                <SegmentedControl
                  fullWidth
                  aria-label={t('customizer.footerType')}
                  value={state.footerType}
                  onChange={(value) => updateLayout({ footerType: value })}
                  data={[
                    { value: 'sticky', label: t('customizer.sticky') },
                    { value: 'static', label: t('customizer.static') },
                    { value: 'hidden', label: t('customizer.hidden') },
                  ]}
                />
              </Field>
            </>
          ) : null}
          <Field label={t('customizer.transition')}>
            <SegmentedControl
              fullWidth
              aria-label={t('customizer.transition')}
              value={state.routerTransition}
              onChange={(value) => updateLayout({ routerTransition: value })}
              data={[
                { value: 'zoom-fade', label: t('customizer.zoomFade') },
                { value: 'fade', label: t('customizer.fade') },
                { value: 'none', label: t('customizer.none') },
              ]}
            />
          </Field>
          <Button variant="light" color="gray" onClick={resetLayout}>
            {t('customizer.reset')}
          </Button>
        </Stack>
      </Drawer>
    </OpenCustomizer.Provider>
  );
}

/** The gear button with its drawer, for the bar of the layout without a menu. */
export function CustomizerInBar() {
  return (
    <Customizer withMenuSettings={false}>
      <CustomizerButton />
    </Customizer>
  );
}
