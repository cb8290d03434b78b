/** Every page route of the running portal, read from its page data (navigation of every section), private pages included when authorized. */
import { baseUrl } from './browser';

interface NavigationItem {
  readonly link: string;
  readonly children?: readonly NavigationItem[];
}

export async function allRoutes(cookie: string): Promise<string[]> {
  const home = (await (await fetch(`${baseUrl()}.json`, { headers: { cookie } })).json()) as { sections: { link: string }[] };
  const routes = new Set<string>(['/', ...home.sections.map((section) => section.link)]);
  const visit = (items: readonly NavigationItem[]) => {
    for (const item of items) {
      routes.add(item.link);
      visit(item.children ?? []);
    }
  };
  // A page's data carries its own section's navigation only (core/portal/page-navigation.ts): each section's page has it.
  for (const section of home.sections) {
    const response = await fetch(`${baseUrl()}${section.link}.json`, { headers: { cookie } });
    const data = (await response.json()) as { navigation: Record<string, NavigationItem[]> };
    for (const items of Object.values(data.navigation)) visit(items);
  }
  return [...routes];
}
