import ts from 'typescript';
import { resolveTypeReferences } from './detail-types.ts';
import type { TypeReference } from './schema.ts';

/** One event as the manifest documents it, read from the events interface that declares it. */
export interface EventDoc {
  /** When the event is sent and what it means (the member's JSDoc). */
  description: string;
  /** The type of `event.detail` as the interface writes it, on one line. */
  detail: string;
  /** True when the member's JSDoc has the tag `@cancelable`: `preventDefault()` changes what the element does next. */
  cancelable: boolean;
  /** Where each named type of the detail is declared. */
  references: TypeReference[];
}

/** A type's source text on one line, as a type literal is written inline: `{ a: string; b: number }`. */
export function oneLine(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/;\s*}/g, ' }')
    .replace(/{\s+/g, '{ ');
}

/** The name of the interface a `GlobalEventHandlersEventMap extends EventMapOf<Name>` in a `declare global` names. */
function eventMapInterfaceName(source: ts.SourceFile): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isModuleDeclaration(statement) || statement.name.getText(source) !== 'global' || !statement.body || !ts.isModuleBlock(statement.body)) continue;
    for (const declaration of statement.body.statements) {
      if (!ts.isInterfaceDeclaration(declaration) || declaration.name.text !== 'GlobalEventHandlersEventMap') continue;
      for (const heritage of declaration.heritageClauses?.flatMap((clause) => clause.types) ?? []) {
        const argument = heritage.typeArguments?.[0];
        if (heritage.expression.getText(source) === 'EventMapOf' && argument && ts.isTypeReferenceNode(argument)) return argument.typeName.getText(source);
      }
    }
  }
  return undefined;
}

function jsdocOf(member: ts.Node): ts.JSDoc | undefined {
  return ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc).at(-1);
}

function commentText(doc: ts.JSDoc): string {
  const text = typeof doc.comment === 'string' ? doc.comment : (ts.getTextOfJSDocComment(doc.comment) ?? '');
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

function memberName(member: ts.TypeElement, source: ts.SourceFile): string {
  const name = member.name;
  if (name && (ts.isStringLiteral(name) || ts.isIdentifier(name))) return name.text;
  return member.getText(source);
}

/**
 * The events a file declares: the members of the interface its `declare global` names in
 * `interface GlobalEventHandlersEventMap extends EventMapOf<…>`, which must be declared in the same
 * file. `typeModules` says where the named types the details use come from (the file's imports and
 * exports). Throws, naming the file and the event, on a member without a description or a type.
 */
export function readEventDeclarations(source: ts.SourceFile, typeModules: Readonly<Record<string, string>>, where: string): Record<string, EventDoc> {
  const name = eventMapInterfaceName(source);
  if (!name) return {};
  const declaration = source.statements.find((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === name);
  if (!declaration) throw new Error(`${where}: EventMapOf<${name}> names an interface the file does not declare; declare the events interface beside the element`);
  const events: Record<string, EventDoc> = {};
  for (const member of declaration.members) {
    const event = memberName(member, source);
    if (!ts.isPropertySignature(member) || !member.type) throw new Error(`${where} ${event}: an event is a property whose type is the type of event.detail`);
    const doc = jsdocOf(member);
    const description = doc ? commentText(doc) : '';
    if (!description) throw new Error(`${where} ${event}: the event has no description; write it as the member's JSDoc comment`);
    const detail = oneLine(member.type.getText(source));
    const cancelable = doc?.tags?.some((tag) => tag.tagName.text === 'cancelable') ?? false;
    events[event] = { description, detail, cancelable, references: resolveTypeReferences(detail, typeModules, `${where} ${event}`) };
  }
  return events;
}
