import type { ConversationItem } from '#contract/messages';

export interface PropertyGroup {
  property: ConversationItem['property'];
  conversations: ConversationItem[];
}

/** One group per property, in the order the API gives (most recent first), each keeping that order. */
export function groupByProperty(conversations: ConversationItem[]): PropertyGroup[] {
  const groups = new Map<number, PropertyGroup>();
  for (const conversation of conversations) {
    const group = groups.get(conversation.property.id);
    if (group) group.conversations.push(conversation);
    else
      groups.set(conversation.property.id, {
        property: conversation.property,
        conversations: [conversation],
      });
  }
  return [...groups.values()];
}
