/**
 * The information pages' content model: each page is data (sections of blocks) written once per
 * language, rendered by one component, so every page gets the same accessible structure (one h1,
 * headings in order, tables with header cells, Q&As as buttons with aria-expanded).
 */

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  /** A table: `head` are the column header cells; the first cell of each row is its row header. */
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  /** Collapsible questions and answers. */
  | { kind: 'qa'; items: { question: string; answer: string[] }[] }
  /** Cards with an optional link inside the shop (`to` is an app path such as '/track'). */
  | { kind: 'cards'; items: { title: string; text: string; to?: string; linkLabel?: string }[] }
  /** Term / detail pairs (company data, opening hours). */
  | { kind: 'definitions'; items: { term: string; detail: string }[] }
  /** Certification badges drawn locally (see security-badges.tsx). */
  | { kind: 'badges'; items: { id: BadgeId; label: string; text: string }[] }
  /**
   * A table of the published delivery rules (GET /api/delivery-rules, from the shop settings): the
   * page words its caption and column headers, the rows come from the rules when it is shown.
   */
  | { kind: 'deliveryRules'; table: DeliveryRulesTable; caption: string; head: [string, string] }
  /**
   * The countries that take no bulky items, from the same rules: `text` holds `{countries}`, filled
   * with their names; nothing is shown when every country takes them.
   */
  | { kind: 'deliveryRules'; table: 'noBulky'; text: string };

/**
 * `bulkyHome`: the home country's surcharge per piece by group; `bulkyAbroad`: the other countries'
 * surcharge once per order, countries grouped by amount; `deliveryTimes`: countries grouped by their
 * estimated delivery time.
 */
export type DeliveryRulesTable = 'bulkyHome' | 'bulkyAbroad' | 'deliveryTimes';

export type BadgeId = 'gdpr' | 'iso27001' | 'pcidss' | 'ssl' | 'card-schemes';

export interface Section {
  heading: string;
  blocks: Block[];
}

export interface InfoPageContent {
  /** The page's h1. */
  title: string;
  /** The browser tab's title and the meta description. */
  metaDescription: string;
  intro?: string;
  sections: Section[];
}

/** Every page in both languages (a Polish page missing fails the type check). */
export type Bilingual = { en: InfoPageContent; pl: InfoPageContent };
