import { describe, expect, it } from 'vitest';
import { arabicLexeme, stripArticle } from './arabic-stemmer.js';
import { arabicLexicon } from './lexicon.js';
import { tokenise } from './tokens.js';

/** The lexeme of a word typed as people type it. */
const lexeme = (typed: string) => arabicLexeme(tokenise(typed).join(''), arabicLexicon);

describe('stripArticle', () => {
  it.each([
    ['الرياض', 'رياض'],
    ['والمستودع', 'مستودع'],
    ['بالخبر', 'خبر'],
    ['للبيع', 'بيع'],
    ['وللايجار', 'ايجار'],
    ['كالجديد', 'جديد'],
    ['فالشقه', 'شقه'],
  ])('%s → %s', (word, bare) => {
    expect(stripArticle(word)).toBe(bare);
  });

  it('keeps two letters after the article', () => {
    expect(stripArticle('الف')).toBe('الف');
    expect(stripArticle('الي')).toBe('الي');
    expect(stripArticle('الحي')).toBe('حي');
  });
});

describe('arabicLexeme', () => {
  it.each([
    ['الفلل', 'فيلا'],
    ['للفلل', 'فيلا'],
    ['والفلل', 'فيلا'],
    ['بالرياض', 'رياض'],
    ['والمستودعات', 'مستودع'],
    ['لشقق', 'شقه'],
    ['وبمساحة', lexeme('مساحة')],
    ['ومسبح', 'مسبح'],
    ['بمستودعين', 'مستودع'],
  ])('takes off the article and attached particles: %s → %s', (word, expected) => {
    expect(lexeme(word)).toBe(expected);
  });

  it.each(['الفيصلية', 'بريدة', 'كبير', 'لوجستية', 'فاخرة', 'الوشحاء', 'برزان', 'ولي'])(
    'keeps a first letter that is not a particle before a known word: %s',
    (word) => {
      const first = tokenise(word)[0]?.replace(/^ال/, '').at(0);
      expect(lexeme(word).at(0)).toBe(first);
    },
  );

  it.each([
    ['مستودعات', 'مستودع'],
    ['مستثمرين', 'مستثمر'],
    ['مستثمرون', 'مستثمر'],
    ['الجامعيين', 'جامعي'],
  ])('removes sound plurals: %s → %s', (word, expected) => {
    expect(lexeme(word)).toBe(expected);
  });

  it.each([
    ['صالات', 'صالة'],
    ['صالتين', 'صالة'],
    ['غرفتي', 'غرفة'],
    ['سكنية', 'سكني'],
    ['حديثة', 'حديث'],
    ['مساحتها', 'مساحة'],
    ['مزاياها', 'مزايا'],
    ['تواصلكم', 'تواصل'],
    ['الصناعية', 'صناعي'],
  ])('brings %s and %s to one lexeme', (a, b) => {
    expect(lexeme(a)).toBe(lexeme(b));
  });

  it.each(['حطين', 'شوران', 'زيتون', 'قربان', 'بيت', 'شقة', 'جدة', 'مكة', 'الف', 'عنوان'])(
    'leaves short words and names whole: %s',
    (word) => {
      expect(lexeme(word)).toBe(tokenise(word)[0]);
    },
  );

  it('keeps دورة (bathroom) apart from دور (floor)', () => {
    expect(lexeme('دورات')).toBe(lexeme('دورة'));
    expect(lexeme('دورتا')).toBe(lexeme('دورة'));
    expect(lexeme('دورة')).not.toBe(lexeme('دور'));
    expect(lexeme('الأدوار')).toBe(lexeme('دور'));
  });

  it.each([
    'والمستودعات',
    'الفيصلية',
    'مساحتها',
    'الوردتين',
    'ألعاب',
    'سليمان',
    'والده',
    'الكويتي',
    'واجهة',
    'مياه',
    'بالكامل',
    'لوجستيات',
  ])('is its own lexeme: %s', (word) => {
    const once = lexeme(word);
    expect(arabicLexeme(once, arabicLexicon)).toBe(once);
  });
});
