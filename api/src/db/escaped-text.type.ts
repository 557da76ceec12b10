import { decodeStoredText, escapeStoredText } from '@firstwords/contracts';
import { Type } from '@mikro-orm/core';

type Text = string | null | undefined;

/**
 * A text column holding what a person typed in its escaped form (docs/product.md, Stored text); the entity's
 * property holds it as typed. Stored text decoded and escaped again is the same stored text, so a loaded entity
 * has no change to flush.
 */
export class EscapedTextType extends Type<Text, Text> {
  override convertToDatabaseValue(value: Text): Text {
    return escapeStoredText(value);
  }

  override convertToJSValue(value: Text): Text {
    return decodeStoredText(value);
  }

  override compareAsType(): string {
    return 'string';
  }

  // The column stays plain text and its stored form does not change, so there is nothing to migrate.
  override getColumnType(): string {
    return 'text';
  }
}
