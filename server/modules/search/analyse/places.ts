import type { Concept } from './thesaurus.js';

/**
 * Saudi cities and regions: the Arabic name without its article (as the stemmer leaves it) and the
 * other spellings of it, English transliterations included. Names of two words (مكة المكرمة, خميس
 * مشيط) need no entry: each word is a lexeme, and every ad in the city holds both. "Region" itself
 * is a stopword: every ad names its region as منطقة …
 */
export const places: Concept[] = [
  ['رياض', 'رياظ riyadh riyad riadh riyahd alriyadh'],
  ['جده', 'jeddah jedda jiddah jidda jedah jaddah jeda'],
  ['مكه', 'makkah makka mecca mekkah mekka makah'],
  ['منور', 'madinah medina madina medinah almadinah'],
  ['مدينه', 'مدن city'],
  ['دمام', 'dammam damam dammaam'],
  ['خبر', 'khobar alkhobar khubar khober'],
  ['ظهران', 'dhahran dahran zahran'],
  ['طايف', 'taif altaif'],
  ['جبيل', 'jubail jubayl aljubail'],
  ['احسا', 'حسا ahsa alahsa hasa alhasa'],
  ['بريده', 'buraidah buraydah buraida burayda'],
  ['عنيزه', 'unaizah unayzah onaizah unaiza'],
  ['ابها', 'abha'],
  ['خميس', 'khamis khamees'],
  ['مشيط', 'mushait mushayt musheet'],
  ['تبوك', 'tabuk tabouk tabook'],
  ['حايل', 'hail hayil'],
  ['عرعر', 'arar'],
  ['جازان', 'جيزان jazan jizan gizan'],
  ['نجران', 'najran nejran'],
  ['باحه', 'baha bahah albaha albahah'],
  ['سكاكا', 'sakaka sakakah'],
  ['ينبع', 'yanbu yanbo yenbo'],
  ['خرج', 'kharj alkharj'],
  ['قصيم', 'qassim qaseem gassim qasim alqassim'],
  ['عسير', 'asir aseer'],
  ['جوف', 'jouf jawf aljouf'],
  ['حدود', 'borders border'],
];
