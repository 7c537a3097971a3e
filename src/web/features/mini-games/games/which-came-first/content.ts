/**
 * The 40 companies of Which Came First (mini-games.md sections 3 and 9). Founding years are the
 * ones each company gives for itself; every company has a different year, so each pair has one
 * answer. A full date is written only where it is well documented (otherwise the year alone).
 * The "logo" is our own monogram badge, never the company's mark.
 */

/** Dark tones for the monogram badges; each carries white initials at WCAG AA contrast. */
export const LOGO_COLOURS = {
  indigo: "#3730a3",
  teal: "#115e59",
  rose: "#9f1239",
  amber: "#92400e",
  emerald: "#065f46",
  sky: "#075985",
  violet: "#5b21b6",
  slate: "#334155",
  fuchsia: "#86198f",
  orange: "#9a3412",
} as const;

export type LogoColour = keyof typeof LOGO_COLOURS;

export type Company = {
  id: string;
  name: string;
  /** "YYYY" when only the year is certain, "YYYY-MM-DD" when the day is too. */
  foundedDate: string;
  industry: string;
  logo: { initials: string; colour: LogoColour };
};

export const COMPANIES: readonly Company[] = [
  {
    id: "twinings",
    name: "Twinings",
    foundedDate: "1706",
    industry: "Tea",
    logo: { initials: "TW", colour: "teal" },
  },
  {
    id: "colgate",
    name: "Colgate",
    foundedDate: "1806",
    industry: "Personal care",
    logo: { initials: "CO", colour: "rose" },
  },
  {
    id: "cadbury",
    name: "Cadbury",
    foundedDate: "1824",
    industry: "Chocolate",
    logo: { initials: "CA", colour: "violet" },
  },
  {
    id: "procter-and-gamble",
    name: "Procter & Gamble",
    foundedDate: "1837-10-31",
    industry: "Household goods",
    logo: { initials: "P&G", colour: "sky" },
  },
  {
    id: "levi-strauss",
    name: "Levi Strauss & Co.",
    foundedDate: "1853",
    industry: "Clothing",
    logo: { initials: "LS", colour: "indigo" },
  },
  {
    id: "louis-vuitton",
    name: "Louis Vuitton",
    foundedDate: "1854",
    industry: "Fashion",
    logo: { initials: "LV", colour: "amber" },
  },
  {
    id: "nokia",
    name: "Nokia",
    foundedDate: "1865",
    industry: "Telecommunications",
    logo: { initials: "NO", colour: "slate" },
  },
  {
    id: "nestle",
    name: "Nestlé",
    foundedDate: "1866",
    industry: "Food and drink",
    logo: { initials: "NE", colour: "emerald" },
  },
  {
    id: "heinz",
    name: "Heinz",
    foundedDate: "1869",
    industry: "Food",
    logo: { initials: "HE", colour: "orange" },
  },
  {
    id: "johnson-and-johnson",
    name: "Johnson & Johnson",
    foundedDate: "1886",
    industry: "Health care",
    logo: { initials: "J&J", colour: "fuchsia" },
  },
  {
    id: "nintendo",
    name: "Nintendo",
    foundedDate: "1889-09-23",
    industry: "Video games",
    logo: { initials: "NI", colour: "rose" },
  },
  {
    id: "hershey",
    name: "Hershey",
    foundedDate: "1894",
    industry: "Chocolate",
    logo: { initials: "HS", colour: "amber" },
  },
  {
    id: "ford",
    name: "Ford Motor Company",
    foundedDate: "1903-06-16",
    industry: "Cars",
    logo: { initials: "FM", colour: "indigo" },
  },
  {
    id: "kelloggs",
    name: "Kellogg's",
    foundedDate: "1906",
    industry: "Breakfast cereal",
    logo: { initials: "K", colour: "orange" },
  },
  {
    id: "ibm",
    name: "IBM",
    foundedDate: "1911-06-16",
    industry: "Computing",
    logo: { initials: "IB", colour: "sky" },
  },
  {
    id: "boeing",
    name: "Boeing",
    foundedDate: "1916-07-15",
    industry: "Aircraft",
    logo: { initials: "BO", colour: "slate" },
  },
  {
    id: "disney",
    name: "The Walt Disney Company",
    foundedDate: "1923-10-16",
    industry: "Entertainment",
    logo: { initials: "WD", colour: "violet" },
  },
  {
    id: "lego",
    name: "LEGO",
    foundedDate: "1932",
    industry: "Toys",
    logo: { initials: "LG", colour: "rose" },
  },
  {
    id: "toyota",
    name: "Toyota",
    foundedDate: "1937",
    industry: "Cars",
    logo: { initials: "TO", colour: "teal" },
  },
  {
    id: "samsung",
    name: "Samsung",
    foundedDate: "1938-03-01",
    industry: "Electronics",
    logo: { initials: "SA", colour: "indigo" },
  },
  {
    id: "hewlett-packard",
    name: "Hewlett-Packard",
    foundedDate: "1939-01-01",
    industry: "Computing",
    logo: { initials: "HP", colour: "emerald" },
  },
  {
    id: "ikea",
    name: "IKEA",
    foundedDate: "1943",
    industry: "Furniture",
    logo: { initials: "IK", colour: "sky" },
  },
  {
    id: "sony",
    name: "Sony",
    foundedDate: "1946-05-07",
    industry: "Electronics",
    logo: { initials: "SO", colour: "slate" },
  },
  {
    id: "honda",
    name: "Honda",
    foundedDate: "1948-09-24",
    industry: "Cars and motorcycles",
    logo: { initials: "HO", colour: "fuchsia" },
  },
  {
    id: "walmart",
    name: "Walmart",
    foundedDate: "1962",
    industry: "Retail",
    logo: { initials: "WM", colour: "amber" },
  },
  {
    id: "intel",
    name: "Intel",
    foundedDate: "1968-07-18",
    industry: "Computer chips",
    logo: { initials: "IN", colour: "teal" },
  },
  {
    id: "starbucks",
    name: "Starbucks",
    foundedDate: "1971",
    industry: "Coffee shops",
    logo: { initials: "SB", colour: "emerald" },
  },
  {
    id: "microsoft",
    name: "Microsoft",
    foundedDate: "1975-04-04",
    industry: "Software",
    logo: { initials: "MS", colour: "orange" },
  },
  {
    id: "apple",
    name: "Apple",
    foundedDate: "1976-04-01",
    industry: "Computers and phones",
    logo: { initials: "AP", colour: "slate" },
  },
  {
    id: "nvidia",
    name: "Nvidia",
    foundedDate: "1993",
    industry: "Computer chips",
    logo: { initials: "NV", colour: "emerald" },
  },
  {
    id: "amazon",
    name: "Amazon",
    foundedDate: "1994-07-05",
    industry: "Online shopping",
    logo: { initials: "AM", colour: "amber" },
  },
  {
    id: "ebay",
    name: "eBay",
    foundedDate: "1995",
    industry: "Online marketplace",
    logo: { initials: "EB", colour: "violet" },
  },
  {
    id: "netflix",
    name: "Netflix",
    foundedDate: "1997",
    industry: "Streaming",
    logo: { initials: "NF", colour: "rose" },
  },
  {
    id: "google",
    name: "Google",
    foundedDate: "1998-09-04",
    industry: "Internet search",
    logo: { initials: "GO", colour: "sky" },
  },
  {
    id: "tesla",
    name: "Tesla",
    foundedDate: "2003",
    industry: "Electric cars",
    logo: { initials: "TE", colour: "fuchsia" },
  },
  {
    id: "facebook",
    name: "Facebook",
    foundedDate: "2004-02-04",
    industry: "Social media",
    logo: { initials: "FB", colour: "teal" },
  },
  {
    id: "youtube",
    name: "YouTube",
    foundedDate: "2005-02-14",
    industry: "Video sharing",
    logo: { initials: "YT", colour: "indigo" },
  },
  {
    id: "spotify",
    name: "Spotify",
    foundedDate: "2006",
    industry: "Music streaming",
    logo: { initials: "SP", colour: "violet" },
  },
  {
    id: "airbnb",
    name: "Airbnb",
    foundedDate: "2008",
    industry: "Travel",
    logo: { initials: "AB", colour: "orange" },
  },
  {
    id: "instagram",
    name: "Instagram",
    foundedDate: "2010",
    industry: "Photo sharing",
    logo: { initials: "IG", colour: "fuchsia" },
  },
];
