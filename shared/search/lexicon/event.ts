import type { LexiconEntry } from './types';

/**
 * The words people type for event categories (tree 'event'): every main and
 * sub category of the seeded event taxonomy (scripts/seed/events.ts). Same
 * conventions as the business lexicon.
 */
export const eventLexicon: readonly LexiconEntry[] = [
  { tree: 'event', category: 'Concerts', hindi: ['संगीत कार्यक्रम', 'कॉन्सर्ट', 'लाइव म्यूज़िक', 'संगीत संध्या'], hinglish: ['sangeet karyakram', 'gana bajana', 'live gaana', 'konsart', 'sangeet sandhya', 'gaana', 'gana'], english: ['concert', 'concerts', 'live music', 'music show', 'gig', 'live band', 'music night', 'dj night', 'club night', 'live gig'] },
  { tree: 'event', category: 'Bollywood Nights', hindi: ['बॉलीवुड नाइट', 'फिल्मी गाने', 'बॉलीवुड'], hinglish: ['filmi gaane', 'bollywood gaane', 'purane gaane', 'retro gaane'], english: ['bollywood night', 'bollywood music', 'retro night', 'bollywood party', 'filmi night'] },
  { tree: 'event', category: 'Classical & Carnatic', hindi: ['शास्त्रीय संगीत', 'कर्नाटक संगीत', 'हिंदुस्तानी संगीत'], hinglish: ['shastriya sangeet', 'raag', 'mehfil'], english: ['classical music', 'carnatic music', 'hindustani classical', 'sitar recital', 'kutcheri'] },
  { tree: 'event', category: 'Indie & Rock', hindi: ['रॉक', 'इंडी', 'रॉक बैंड'], hinglish: ['rock band', 'rok'], english: ['rock concert', 'indie music', 'rock music', 'indie band', 'metal'] },
  { tree: 'event', category: 'Sufi & Qawwali', hindi: ['सूफ़ी', 'सूफी', 'क़व्वाली', 'कव्वाली', 'ग़ज़ल', 'गजल'], hinglish: ['sufi', 'qawwali', 'kawwali', 'qawali', 'ghazal', 'gazal'], english: ['sufi night', 'sufi music', 'qawwali night'] },
  { tree: 'event', category: 'Workshops', hindi: ['कार्यशाला', 'वर्कशॉप'], hinglish: ['karyashala', 'sikhna', 'workshap'], english: ['workshop', 'workshops', 'class', 'masterclass', 'training session'] },
  { tree: 'event', category: 'Art & Craft', hindi: ['कला', 'चित्रकला', 'शिल्प'], hinglish: ['kala', 'chitrakala', 'painting sikhna'], english: ['art workshop', 'craft workshop', 'painting workshop', 'pottery workshop', 'diy', 'art', 'craft', 'art class'] },
  { tree: 'event', category: 'Cooking', hindi: ['खाना बनाना', 'कुकिंग क्लास', 'पाक कला'], hinglish: ['khana banana', 'khana banana sikhna', 'rasoi class'], english: ['cooking class', 'cooking workshop', 'baking class', 'culinary'] },
  { tree: 'event', category: 'Technology', hindi: ['तकनीक', 'टेक', 'कोडिंग'], hinglish: ['coding sikhna', 'takneek'], english: ['tech workshop', 'coding', 'programming workshop', 'hackathon', 'coding bootcamp'] },
  { tree: 'event', category: 'Photography', hindi: ['फोटोग्राफी', 'फ़ोटोग्राफ़ी'], hinglish: ['photography sikhna', 'photo khinchna'], english: ['photography workshop', 'photo walk', 'photography class', 'photography walk', 'photowalk'] },
  { tree: 'event', category: 'Exhibitions', hindi: ['प्रदर्शनी', 'नुमाइश', 'एग्ज़िबिशन'], hinglish: ['pradarshani', 'numaish', 'pradarshni'], english: ['exhibition', 'expo', 'exhibitions', 'fair'] },
  { tree: 'event', category: 'Art Exhibitions', hindi: ['कला प्रदर्शनी', 'हाट'], hinglish: ['kala pradarshani', 'haat'], english: ['art exhibition', 'art show', 'art gallery', 'crafts bazaar'] },
  { tree: 'event', category: 'Trade Expos', hindi: ['व्यापार मेला', 'ट्रेड फेयर'], hinglish: ['vyapar mela', 'trade mela'], english: ['trade expo', 'trade fair', 'trade show', 'b2b expo'] },
  { tree: 'event', category: 'Photo Exhibitions', hindi: ['फोटो प्रदर्शनी'], hinglish: ['photo pradarshani'], english: ['photo exhibition', 'photography exhibition'] },
  { tree: 'event', category: 'Festivals', hindi: ['त्योहार', 'त्यौहार', 'उत्सव', 'मेला', 'महोत्सव', 'दिवाली', 'होली', 'नवरात्रि', 'गणपति', 'दुर्गा पूजा'], hinglish: ['tyohar', 'tyohaar', 'utsav', 'mela', 'mahotsav', 'diwali', 'holi', 'navratri', 'ganpati', 'ganeshotsav', 'durga puja', 'eid', 'christmas'], english: ['festival', 'festivals', 'fest', 'carnival', 'new year party', 'new year eve'] },
  { tree: 'event', category: 'Cultural Festivals', hindi: ['सांस्कृतिक उत्सव', 'सांस्कृतिक कार्यक्रम', 'गरबा', 'डांडिया'], hinglish: ['sanskritik karyakram', 'sanskriti utsav', 'garba', 'dandiya', 'garba night', 'dandiya raas'], english: ['cultural festival', 'cultural fest', 'cultural programme', 'art festival', 'folk dance festival'] },
  { tree: 'event', category: 'Food Festivals', hindi: ['खाद्य उत्सव', 'फूड फेस्टिवल'], hinglish: ['khana mela', 'khane ka mela'], english: ['food festival', 'food fest', 'food carnival'] },
  { tree: 'event', category: 'Music Festivals', hindi: ['संगीत उत्सव', 'संगीत महोत्सव'], hinglish: ['sangeet utsav', 'sangeet mahotsav'], english: ['music festival', 'music fest', 'edm festival'] },
  { tree: 'event', category: 'Sports', hindi: ['खेल', 'खेलकूद', 'प्रतियोगिता'], hinglish: ['khel', 'khelkud', 'pratiyogita'], english: ['sports', 'sports event', 'tournament', 'match'] },
  { tree: 'event', category: 'Marathons & Runs', hindi: ['मैराथन', 'दौड़'], hinglish: ['daud', 'daur', 'marathan'], english: ['marathon', 'run', 'running event', '10k', 'half marathon', 'fun run'] },
  { tree: 'event', category: 'Cricket', hindi: ['क्रिकेट', 'क्रिकेट मैच'], hinglish: ['kriket', 'cricket ka match'], english: ['cricket', 'cricket match', 'cricket tournament', 'box cricket'] },
  { tree: 'event', category: 'Yoga & Fitness', hindi: ['योग', 'योगा', 'योग शिविर'], hinglish: ['yog', 'yog shivir'], english: ['yoga', 'yoga session', 'fitness bootcamp', 'zumba session'] },
  { tree: 'event', category: 'Food & Drink', hindi: ['खाना पीना', 'खान पान'], hinglish: ['khana peena', 'khan pan'], english: ['food and drink', 'food events', 'foodie'] },
  { tree: 'event', category: 'Tastings', hindi: ['स्वाद', 'चखना'], hinglish: ['chakhna', 'swad'], english: ['tasting', 'wine tasting', 'coffee tasting', 'beer tasting'] },
  { tree: 'event', category: 'Pop-up Dinners', hindi: ['पॉप अप डिनर', 'दावत'], hinglish: ['daawat', 'dawat'], english: ['pop up dinner', 'supper club', 'chef table', 'dinner event', 'community dinner'] },
  { tree: 'event', category: 'Street Food Walks', hindi: ['फूड वॉक', 'स्ट्रीट फूड'], hinglish: ['chaat walk', 'khau galli'], english: ['food walk', 'street food walk', 'heritage walk', 'food tour'] },
  { tree: 'event', category: 'Business & Networking', hindi: ['व्यापार', 'नेटवर्किंग'], hinglish: ['vyapar', 'business milan'], english: ['networking', 'business networking', 'business events', 'meetup'] },
  { tree: 'event', category: 'Startup Meetups', hindi: ['स्टार्टअप'], hinglish: ['startup milan'], english: ['startup meetup', 'founders meetup', 'pitch event', 'startup event', 'startup', 'startups', 'founders'] },
  { tree: 'event', category: 'Conferences', hindi: ['सम्मेलन', 'कॉन्फ्रेंस'], hinglish: ['sammelan', 'konfrens'], english: ['conference', 'summit', 'convention', 'tech summit'] },
  { tree: 'event', category: 'Seminars', hindi: ['सेमिनार', 'संगोष्ठी', 'व्याख्यान'], hinglish: ['goshthi', 'vyakhyan'], english: ['seminar', 'webinar', 'talk', 'lecture'] },
  { tree: 'event', category: 'Comedy & Theatre', hindi: ['कॉमेडी', 'नाटक', 'रंगमंच'], hinglish: ['natak', 'rangmanch', 'comedy show'], english: ['comedy', 'theatre', 'theater', 'drama'] },
  { tree: 'event', category: 'Stand-up Comedy', hindi: ['स्टैंड अप कॉमेडी', 'हास्य', 'हास्य कवि सम्मेलन'], hinglish: ['hasya', 'hasya kavi sammelan'], english: ['stand up comedy', 'standup', 'open mic', 'comedy night', 'stand up', 'stand up comic', 'comedy open mic'] },
  { tree: 'event', category: 'Plays', hindi: ['नाटक', 'नाट्य', 'रंगमंच'], hinglish: ['natak', 'natya', 'naatak'], english: ['play', 'drama', 'theatre play', 'stage play'] },
  { tree: 'event', category: 'Improv', hindi: ['इम्प्रोव', 'कविता पाठ', 'कवि सम्मेलन', 'मुशायरा'], hinglish: ['kavita paath', 'shayari', 'kavi sammelan', 'mushaira', 'kavita'], english: ['improv', 'improv comedy', 'poetry', 'storytelling'] },
];
