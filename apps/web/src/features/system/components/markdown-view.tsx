import { Anchor, Code, Divider, List, Text, Title } from '@mantine/core';
import { isSafeHref, parseInline, parseMarkdown } from './markdown';

function Inline({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((token, index) => {
        switch (token.type) {
          case 'strong':
            return <strong key={index}>{token.text}</strong>;
          case 'em':
            return <em key={index}>{token.text}</em>;
          case 'code':
            return <Code key={index}>{token.text}</Code>;
          case 'link':
            return isSafeHref(token.href) ? (
              <Anchor key={index} href={token.href} target="_blank" rel="noopener noreferrer">
                {token.text}
              </Anchor>
            ) : (
              <span key={index}>{token.text}</span>
            );
          default:
            return <span key={index}>{token.text}</span>;
        }
      })}
    </>
  );
}

/** Renders Markdown as React elements (no HTML injection). */
export function MarkdownView({ source }: { source: string }) {
  return (
    <div>
      {parseMarkdown(source).map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <Title
                key={index}
                order={Math.min(block.level + 1, 6) as 2 | 3 | 4 | 5 | 6}
                mt={index === 0 ? 0 : 'lg'}
                mb="xs"
              >
                <Inline text={block.text} />
              </Title>
            );
          case 'list':
            return (
              <List
                key={index}
                type={block.ordered ? 'ordered' : 'unordered'}
                spacing={4}
                mb="sm"
                withPadding
              >
                {block.items.map((item, itemIndex) => (
                  <List.Item key={itemIndex}>
                    <Inline text={item} />
                  </List.Item>
                ))}
              </List>
            );
          case 'rule':
            return <Divider key={index} my="md" />;
          default:
            return (
              <Text key={index} mb="sm">
                <Inline text={block.text} />
              </Text>
            );
        }
      })}
    </div>
  );
}
