import { PRICE_CHANGED } from './services/orders';

/** The texts a code goes out in (services/codes.ts codeText); `:code` is the code. */
export const CODE_SMS = 'Serendib Store: your verification code is :code. Do not share it with anyone.';
export const CODE_EMAIL = 'Your Serendib Store verification code is :code.';

/**
 * The reference backend's own answers that are not the kit's texts (Laravel's validation and HTTP
 * texts, the demo's success notes), by their English, in each language but English: what a
 * Laravel app has in lang/si.json and lang/si/validation.php. answer-language.ts translates with
 * them and the kit's dist/lang/<code>.json. `:name` marks a value. A field's name in
 * ":attribute" stays as the request names it. Not reviewed by native speakers yet.
 */
export const BACKEND_ENGLISH = [
  'The given data was invalid.',
  ' (and :count more error)',
  ' (and :count more errors)',
  'The :attribute field is required.',
  'The :attribute field is invalid.',
  'The code has already been taken.',
  'The selected products are invalid.',
  'The selected products are not in this order.',
  PRICE_CHANGED,
  'Not Found',
  'Unauthenticated.',
  'This action is unauthorized.',
  'Server Error',
  'Service Unavailable',
  'CSRF token mismatch.',
  'Too Many Attempts.',
  'Verification code sent.',
  'Verification code sent to your email.',
  'You can check out as a guest.',
  'Signed in.',
  'Signed out.',
  'Added to cart.',
  'Added to wishlist.',
  'Removed from wishlist.',
  'No such user.',
  CODE_SMS,
  CODE_EMAIL,
] as const;

type Texts = Readonly<Record<(typeof BACKEND_ENGLISH)[number], string>>;

const si: Texts = {
  'The given data was invalid.': 'ලබා දුන් දත්ත වලංගු නොවේ.',
  ' (and :count more error)': ' (තවත් දෝෂ :countක් ද ඇත)',
  ' (and :count more errors)': ' (තවත් දෝෂ :countක් ද ඇත)',
  'The :attribute field is required.': ':attribute ක්ෂේත්‍රය අවශ්‍යයි.',
  'The :attribute field is invalid.': ':attribute ක්ෂේත්‍රය වලංගු නොවේ.',
  'The code has already been taken.': 'මෙම කේතය දැනටමත් භාවිතයේ ඇත.',
  'The selected products are invalid.': 'තෝරාගත් නිෂ්පාදන වලංගු නොවේ.',
  'The selected products are not in this order.': 'තෝරාගත් නිෂ්පාදන මෙම ඇණවුමේ නැත.',
  [PRICE_CHANGED]: 'අයිතමයක මිල වෙනස් වී ඇත. කරුණාකර ඔබගේ ඇණවුම නැවත පරීක්ෂා කරන්න.',
  'Not Found': 'හමු නොවීය',
  'Unauthenticated.': 'ඔබ ඇතුළු වී නැත.',
  'This action is unauthorized.': 'මෙම ක්‍රියාවට ඔබට අවසර නැත.',
  'Server Error': 'සේවාදායක දෝෂයකි',
  'Service Unavailable': 'සේවාව දැනට ලබා ගත නොහැක',
  'CSRF token mismatch.': 'CSRF ටෝකනය නොගැළපේ.',
  'Too Many Attempts.': 'උත්සාහයන් වැඩියි.',
  'Verification code sent.': 'තහවුරු කිරීමේ කේතය යවන ලදී.',
  'Verification code sent to your email.': 'තහවුරු කිරීමේ කේතය ඔබගේ ඊමේල් ලිපිනයට යවන ලදී.',
  'You can check out as a guest.': 'ඔබට අමුත්තෙකු ලෙස ගෙවිය හැක.',
  'Signed in.': 'ඇතුළු විය.',
  'Signed out.': 'පිටවිය.',
  'Added to cart.': 'කරත්තයට එක් කරන ලදී.',
  'Added to wishlist.': 'ප්‍රිය ලැයිස්තුවට එක් කරන ලදී.',
  'Removed from wishlist.': 'ප්‍රිය ලැයිස්තුවෙන් ඉවත් කරන ලදී.',
  'No such user.': 'එවැනි පරිශීලකයෙකු නැත.',
  [CODE_SMS]: 'Serendib Store: ඔබගේ තහවුරු කිරීමේ කේතය :code වේ. එය කිසිවෙකු සමඟ බෙදා නොගන්න.',
  [CODE_EMAIL]: 'ඔබගේ Serendib Store තහවුරු කිරීමේ කේතය :code වේ.',
};

const ta: Texts = {
  'The given data was invalid.': 'வழங்கப்பட்ட தரவு செல்லுபடியற்றது.',
  ' (and :count more error)': ' (மேலும் :count பிழை)',
  ' (and :count more errors)': ' (மேலும் :count பிழைகள்)',
  'The :attribute field is required.': ':attribute புலம் அவசியம்.',
  'The :attribute field is invalid.': ':attribute புலம் செல்லுபடியற்றது.',
  'The code has already been taken.': 'இந்தக் குறியீடு ஏற்கனவே பயன்பாட்டில் உள்ளது.',
  'The selected products are invalid.': 'தெரிவுசெய்த பொருட்கள் செல்லுபடியற்றவை.',
  'The selected products are not in this order.': 'தெரிவுசெய்த பொருட்கள் இந்த ஆர்டரில் இல்லை.',
  [PRICE_CHANGED]: 'ஒரு பொருளின் விலை மாறியுள்ளது. உங்கள் ஆர்டரை மீளாய்வு செய்யவும்.',
  'Not Found': 'கிடைக்கவில்லை',
  'Unauthenticated.': 'நீங்கள் உள்நுழையவில்லை.',
  'This action is unauthorized.': 'இச்செயலுக்கு உங்களுக்கு அனுமதி இல்லை.',
  'Server Error': 'சேவையகப் பிழை',
  'Service Unavailable': 'சேவை தற்போது கிடைக்கவில்லை',
  'CSRF token mismatch.': 'CSRF டோக்கன் பொருந்தவில்லை.',
  'Too Many Attempts.': 'அதிகமான முயற்சிகள்.',
  'Verification code sent.': 'சரிபார்ப்புக் குறியீடு அனுப்பப்பட்டது.',
  'Verification code sent to your email.': 'சரிபார்ப்புக் குறியீடு உங்கள் மின்னஞ்சலுக்கு அனுப்பப்பட்டது.',
  'You can check out as a guest.': 'நீங்கள் விருந்தினராகப் பணம் செலுத்தலாம்.',
  'Signed in.': 'உள்நுழைந்தீர்கள்.',
  'Signed out.': 'வெளியேறினீர்கள்.',
  'Added to cart.': 'கூடையில் சேர்க்கப்பட்டது.',
  'Added to wishlist.': 'விருப்பப் பட்டியலில் சேர்க்கப்பட்டது.',
  'Removed from wishlist.': 'விருப்பப் பட்டியலிலிருந்து அகற்றப்பட்டது.',
  'No such user.': 'அப்படி ஒரு பயனர் இல்லை.',
  [CODE_SMS]: 'Serendib Store: உங்கள் சரிபார்ப்புக் குறியீடு :code. இதை யாருடனும் பகிர வேண்டாம்.',
  [CODE_EMAIL]: 'உங்கள் Serendib Store சரிபார்ப்புக் குறியீடு :code.',
};

export const BACKEND_TEXTS: Readonly<Record<string, Texts>> = { si, ta };
