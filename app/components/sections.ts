/**
 * A guarded area's menu (the member centre, the agent centre) is one table of sections; a brand's
 * whitelabel switch can hide a section, and the menu shows what is left.
 */
export interface AreaSection<Flag extends string = string> {
  /** The path the menu links to. */
  path: string;
  /** A translation key. */
  label: string;
  /** Shown only when this whitelabel feature is on. */
  requires?: Flag;
  /** Active only on exactly this path (the area's index). */
  end?: boolean;
}

export function visibleSections<Flag extends string>(sections: readonly AreaSection<Flag>[], features: Partial<Record<Flag, boolean>> | null | undefined) {
  return sections.filter((section) => !section.requires || Boolean(features?.[section.requires]));
}
