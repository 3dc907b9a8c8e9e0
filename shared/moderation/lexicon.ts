/**
 * The Hindi (Devanagari) and Hinglish (Latin) words the toxicity scorer knows
 * besides obscenity's English dataset, each with a weight: how sure a single
 * use makes us that the text is abusive. 0.95 is outright profanity or a slur,
 * 0.75 an insult, 0.4 rude but common in honest complaints ("bewakoof",
 * "saala"): one alone never blocks, three do.
 *
 * Latin patterns use obscenity's syntax after its English transformers
 * (lower case, leet resolved, punctuation dropped, repeated letters collapsed
 * except b, e, o, l, s, g), so they are written collapsed: `|gand|` also
 * catches "gaaaand" and "g@nd". `|` is a word edge; words that merely contain
 * a pattern and are clean go in `allow`.
 */
export interface LatinTerm {
  word: string;
  weight: number;
  patterns: readonly string[];
  allow?: readonly string[];
}

export const PROFANE = 0.95;
export const INSULT = 0.75;
export const RUDE = 0.4;

export const hinglishTerms: readonly LatinTerm[] = [
  { word: 'chutiya', weight: PROFANE, patterns: ['|chutiy', '|chootiy', '|chutia', '|chootia', '|chutye', '|chutiye', '|chut|', '|ch?tiy', '|ch??tiy', '|chodu|', '|chodu log'] },
  { word: 'madarchod', weight: PROFANE, patterns: ['madarch[o]d', 'maderch[o]d', 'madarchoot', 'maderchoot', 'madarch?d', 'maderch?d', 'madar ch[o]d', 'madar ch?d', '|mkc|', '|madarjat'] },
  {
    word: 'behenchod',
    weight: PROFANE,
    patterns: ['bhench[o]d', 'behench[o]d', 'behnch[o]d', 'bhainch[o]d', 'benchod', 'bahench[o]d', 'bahanch[o]d', 'bh?nch?d', 'bh?nc?od', 'beh?nch?d', '|bkl|', '|bhenke|'],
  },
  { word: 'bhosdike', weight: PROFANE, patterns: ['|bhosd', '|bhosad', '|bosdi', '|bsdk|', '|bh?sd'] },
  { word: 'lund', weight: PROFANE, patterns: ['|lund|', '|lundd', '|lauda', '|lawda', '|lavda', '|lavde', '|lawde', '|lodu|', '|lowde'] },
  { word: 'gandu', weight: PROFANE, patterns: ['|gand|', '|gandu', '|gandmar', '|gandfat'] },
  { word: 'randi', weight: PROFANE, patterns: ['|randi|', '|randii', '|randwa', '|randibaz'] },
  { word: 'bhadwa', weight: PROFANE, patterns: ['|bhadwa', '|bhadwe', '|bhadva', '|bhadve', '|bharwa'] },
  { word: 'harami', weight: PROFANE, patterns: ['|harami', '|haramzad', '|haramkhor', '|haraamzad', '|haraami'] },
  { word: 'kutiya', weight: PROFANE, patterns: ['|kutiya', '|kuttiya', '|kutia|'] },
  { word: 'jhant', weight: PROFANE, patterns: ['|jhant', '|jhaat', '|jhat|', '|jhatu'] },
  { word: 'chinal', weight: PROFANE, patterns: ['|chinal', '|chhinal'] },
  { word: 'chudai', weight: PROFANE, patterns: ['|chudai', '|chudwa', '|chudke'] },
  { word: 'kamina', weight: INSULT, patterns: ['|kamina', '|kamine', '|kameena', '|kameene', '|kaminey'] },
  { word: 'kutte ki aulad', weight: INSULT, patterns: ['|kute ki aulad', '|kute ke', '|kute|'] },
  { word: 'suar', weight: INSULT, patterns: ['|suar|', '|suwar|', '|soowar'] },
  { word: 'ullu ka pattha', weight: INSULT, patterns: ['|ulu ka pat', '|ulu ke pat', '|ullu ka pat', '|ullu ke pat'] },
  { word: 'tatti', weight: INSULT, patterns: ['|tati|'] },
  { word: 'bakchod', weight: INSULT, patterns: ['|bakch[o]d', '|bakchodi'] },
  { word: 'bewakoof', weight: RUDE, patterns: ['|bewakoof|', '|bewakuf|', '|bevkoof|', '|bevakoof|'] },
  { word: 'gadha', weight: RUDE, patterns: ['|gadha|', '|gadhe|'] },
  { word: 'saala', weight: RUDE, patterns: ['|sala|', '|salo|'] },
  { word: 'nalayak', weight: RUDE, patterns: ['|nalayak', '|nalaik'] },
];

/** English insults obscenity's dataset (profanity and slurs) leaves out. */
export const englishInsults: readonly LatinTerm[] = [
  { word: 'idiot', weight: INSULT, patterns: ['|idiot'] },
  { word: 'moron', weight: INSULT, patterns: ['|moron'] },
  { word: 'imbecile', weight: INSULT, patterns: ['|imbecil'] },
  { word: 'scumbag', weight: INSULT, patterns: ['|scum|', '|scumbag'] },
  { word: 'go to hell', weight: INSULT, patterns: ['go to hell|', 'go to hel|'] },
  { word: 'dumbass', weight: INSULT, patterns: ['dumbass', 'jackass', 'dumbas|'] },
  { word: 'masked profanity', weight: PROFANE, patterns: ['|f**k', '|f***', '|f*k|', '|sh*t', '|sh**', '|b*tch', '|b**ch', '|c*nt', '|a**hole', '|a*shole', '|as*hole'] },
  { word: 'stupid', weight: RUDE, patterns: ['|stupid'] },
  { word: 'loser', weight: RUDE, patterns: ['|loser|'] },
  { word: 'shut up', weight: RUDE, patterns: ['|shutup|', '|shut up|'] },
  { word: 'dumb', weight: RUDE, patterns: ['|dumb|'] },
];

/**
 * Devanagari terms, matched on text normalised by `normaliseDevanagari`
 * (nukta and zero-width joiners dropped, chandrabindu read as anusvara,
 * repeated signs collapsed). `whole` terms must stand as a word, because
 * they are also the start of clean words (गांड / गांडीव, लंड / लंडन).
 */
export interface DevanagariTerm {
  word: string;
  weight: number;
  whole?: boolean;
}

export const devanagariTerms: readonly DevanagariTerm[] = [
  { word: 'चूतिया', weight: PROFANE },
  { word: 'चुतिया', weight: PROFANE },
  { word: 'चूतिये', weight: PROFANE },
  { word: 'चुतिये', weight: PROFANE },
  { word: 'चूत', weight: PROFANE, whole: true },
  { word: 'चोद', weight: PROFANE },
  { word: 'चुदा', weight: PROFANE },
  { word: 'भोसड', weight: PROFANE },
  { word: 'रंडी', weight: PROFANE },
  { word: 'रण्डी', weight: PROFANE },
  { word: 'रांड', weight: PROFANE, whole: true },
  { word: 'हरामी', weight: PROFANE },
  { word: 'हरामजाद', weight: PROFANE },
  { word: 'हरामखोर', weight: PROFANE },
  { word: 'गांडू', weight: PROFANE },
  { word: 'गांड', weight: PROFANE, whole: true },
  { word: 'लंड', weight: PROFANE, whole: true },
  { word: 'लण्ड', weight: PROFANE, whole: true },
  { word: 'लौडा', weight: PROFANE },
  { word: 'लौडे', weight: PROFANE },
  { word: 'लवडा', weight: PROFANE },
  { word: 'कुतिया', weight: PROFANE },
  { word: 'भडवा', weight: PROFANE },
  { word: 'भडवे', weight: PROFANE },
  { word: 'झांट', weight: PROFANE },
  { word: 'झाटू', weight: PROFANE },
  { word: 'छिनाल', weight: PROFANE },
  { word: 'कमीना', weight: INSULT },
  { word: 'कमीने', weight: INSULT },
  { word: 'कमीनी', weight: INSULT },
  { word: 'कुत्ते की औलाद', weight: INSULT },
  { word: 'सूअर', weight: INSULT, whole: true },
  { word: 'सुअर', weight: INSULT, whole: true },
  { word: 'उल्लू का पट्ठा', weight: INSULT },
  { word: 'उल्लू के पट्ठे', weight: INSULT },
  { word: 'टट्टी', weight: INSULT, whole: true },
  { word: 'बेवकूफ', weight: RUDE },
  { word: 'गधा', weight: RUDE, whole: true },
  { word: 'गधे', weight: RUDE, whole: true },
  { word: 'साला', weight: RUDE, whole: true },
  { word: 'साले', weight: RUDE, whole: true },
  { word: 'नालायक', weight: RUDE },
];
