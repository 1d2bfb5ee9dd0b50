/**
 * Words that say nothing about an ad: particles and pronouns, "district", "region", "property" and
 * area units (every ad has them), in both languages. Written as people type them; compared as lexemes.
 * Single letters need no entry: no word of one letter is a lexeme.
 */
export const stopwords: readonly string[] = `
  في من الى إلى على عن مع او أو ثم هو هي هم هذا هذه ذلك تلك التي الذي الذين كل قد لا ما كما عند
  بين حيث ضمن لدى عبر يا ان إن أن اي أي جدا فقط ايضا أيضا حتى بعد قبل فوق تحت داخل خارج يوجد توجد
  وفي ومن وهو وهي به بها له لها فيه فيها منه منها عليه عليها اليه إليه الا إلا كان كانت يكون تكون لم لن
  ال حي احياء أحياء منطقة مناطق عقار عقارات متر امتار أمتار مربع كم
  an the in on at of for to with and or by from near is are be been it its this that these those
  has have had was were will can as into per our we you your us me my all any some only very than
  then so such there their also about over under up out off via within through
  al el ar ad ash az
  property properties real estate listing district neighborhood neighbourhood region province
  m2 sqm sq meter meters metre metres square
`
  .split(/\s+/)
  .filter(Boolean);
