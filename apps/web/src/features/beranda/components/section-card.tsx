import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';

/** A home-page section: icon, title, a line of explanation, and what is given on the right. */
export function SectionCard({
  icon,
  title,
  hint,
  aside,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  hint?: string;
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" radius="md">
            {icon}
          </ThemeIcon>
          <div>
            <Title order={2} fz="h4">
              {title}
            </Title>
            {hint ? (
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
            ) : null}
          </div>
        </Group>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
