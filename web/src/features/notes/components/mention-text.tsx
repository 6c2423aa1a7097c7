import { mentionParts } from '@icp-studio/contracts';
import { chakra } from '@chakra-ui/react';
import { Fragment } from 'react';

/**
 * A note's text with each `@username` it mentions shown as the person's name (docs/product.md §15): the
 * note keeps `@username`, which is what the server reads to notify; a reader sees "@Ann Lee", with the
 * user name in its title. A name the list of people does not know stays as typed.
 */
export function MentionText({ text, names }: { text: string; names?: ReadonlyMap<string, string> }) {
  return (
    <>
      {mentionParts(text).map((part, i) => {
        const name = part.username ? names?.get(part.username) : undefined;
        if (!name) return <Fragment key={i}>{part.text}</Fragment>;
        return (
          <chakra.span
            key={i}
            data-testid="mention"
            title={part.text}
            bg="brand.subtle"
            color="brand.fg"
            fontWeight="medium"
            borderRadius="sm"
            px="1"
          >
            @{name}
          </chakra.span>
        );
      })}
    </>
  );
}

/** The same text as a plain string (an accessible name, a title): each known mention as "@Ann Lee". */
export function mentionPlainText(text: string, names?: ReadonlyMap<string, string>): string {
  return mentionParts(text)
    .map((part) => {
      const name = part.username ? names?.get(part.username) : undefined;
      return name ? `@${name}` : part.text;
    })
    .join('');
}
