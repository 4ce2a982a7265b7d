import type { EPG_STATUSES } from '@adcast/domain/reports/fact-import';

/** One programme of a channel's guide, as the fact rows carry it. */
export type Programme = {
  title: string;
  genre: string;
  subgenre: string;
  rating: string;
  status: (typeof EPG_STATUSES)[number];
};
type Show = Omit<Programme, 'status'>;

const show = (title: string, genre: string, subgenre: string, rating: string): Show => ({
  title,
  genre,
  subgenre,
  rating,
});

/** What a themed FAST channel airs, in two-hour blocks that the day's clock walks through. */
const LINEUPS = {
  Sports: [
    show('Morning Kickoff', 'Sports', 'Sports Talk', 'TV-G'),
    show('College Football Live', 'Sports', 'Football', 'TV-G'),
    show('Hoops Tonight', 'Sports', 'Basketball', 'TV-G'),
    show('Fight Night Classics', 'Sports', 'Boxing', 'TV-14'),
    show('The Final Whistle', 'Sports', 'Soccer', 'TV-G'),
  ],
  News: [
    show('First Edition', 'News', 'Morning News', 'TV-G'),
    show('Market Watch', 'News', 'Business', 'TV-G'),
    show('World Tonight', 'News', 'World News', 'TV-PG'),
    show('The Briefing', 'News', 'Politics', 'TV-PG'),
  ],
  Kids: [
    show('Paw Patrol Party', 'Kids', 'Animation', 'TV-Y'),
    show('Science Sprouts', 'Kids', 'Educational', 'TV-Y'),
    show('Treehouse Tales', 'Kids', 'Animation', 'TV-Y7'),
    show('Junior Bake-Off', 'Kids', 'Competition', 'TV-G'),
  ],
  Movies: [
    show('The Long Road Home', 'Movies', 'Drama', 'PG-13'),
    show('Midnight Heist', 'Movies', 'Action', 'R'),
    show('Love in Lisbon', 'Movies', 'Romance', 'PG'),
    show('Dark Harbor', 'Movies', 'Thriller', 'R'),
    show('Space Cadets', 'Movies', 'Comedy', 'PG'),
  ],
  Music: [
    show('Top 40 Countdown', 'Music', 'Pop', 'TV-PG'),
    show('Unplugged Sessions', 'Music', 'Acoustic', 'TV-G'),
    show('Festival Live', 'Music', 'Concerts', 'TV-14'),
  ],
  Lifestyle: [
    show('Trail Blazers', 'Lifestyle', 'Outdoors', 'TV-G'),
    show('Cabin Kitchen', 'Lifestyle', 'Food', 'TV-G'),
    show('Fix It Up', 'Lifestyle', 'Home', 'TV-G'),
    show('Wild Waters', 'Documentary', 'Nature', 'TV-PG'),
  ],
} as const satisfies Record<string, readonly Show[]>;
type Theme = keyof typeof LINEUPS;

/** A channel's theme from its title's words; any other channel airs a bit of everything. */
const THEME_WORDS: [RegExp, Theme][] = [
  [/sport/i, 'Sports'],
  [/news/i, 'News'],
  [/kid|junior|family/i, 'Kids'],
  [/cinema|movie|film/i, 'Movies'],
  [/music/i, 'Music'],
  [/outdoor|life|home/i, 'Lifestyle'],
];
const MIXED: readonly Show[] = [LINEUPS.Movies[0], LINEUPS.News[2], LINEUPS.Music[0], LINEUPS.Lifestyle[1]];

export const lineupOf = (title: string): readonly Show[] =>
  LINEUPS[THEME_WORDS.find(([words]) => words.test(title))?.[1] as Theme] ?? MIXED;

const HOUR_MS = 3_600_000;
const BLOCK_HOURS = 2;
/** US prime time, in UTC hours: first airings. */
const PRIME_TIME_UTC = [0, 1, 2, 3];

/**
 * What a channel airs in a UTC hour: its lineup's shows in two-hour blocks, shifted a block a day
 * so every show reaches every daypart; news and sports are live, other shows are new in US prime
 * time and repeats otherwise.
 */
export function programmeAt(lineup: readonly Show[], instant: number): Programme {
  const hour = Math.floor(instant / HOUR_MS);
  const block = Math.floor(hour / BLOCK_HOURS) + Math.floor(hour / 24);
  const aired = lineup[block % lineup.length] ?? MIXED[0]!;
  const live = aired.genre === 'News' || aired.genre === 'Sports';
  const prime = PRIME_TIME_UTC.includes(new Date(instant).getUTCHours());
  return { ...aired, status: live ? 'LIVE' : prime ? 'NEW' : 'REPEAT' };
}
