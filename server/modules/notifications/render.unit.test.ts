import { describe, expect, it } from 'vitest';
import { formatPrice, renderNotification } from './render.js';

const ad = { titleAr: 'فيلا للبيع في حي النرجس', titleEn: 'Villa for sale in Al Narjis' };
const person = { senderId: '5b2b6a4e-3f0a-4a43-9d5e-0c2f4b7f1a11' };

describe('renderNotification', () => {
  it.each([
    [
      'newMessage',
      { ...ad, ...person, senderName: 'سارة' },
      ['رسالة جديدة', 'رسالة جديدة من سارة بخصوص إعلانك «فيلا للبيع في حي النرجس»'],
      ['New message', 'سارة sent you a message about your ad “Villa for sale in Al Narjis”'],
    ],
    [
      'reply',
      { ...ad, ...person, senderName: 'Khalid' },
      ['رد على رسالتك', 'رد من Khalid على رسالتك بخصوص «فيلا للبيع في حي النرجس»'],
      ['New reply', 'Khalid replied to your message about “Villa for sale in Al Narjis”'],
    ],
    [
      'newReview',
      { ...ad, reviewerName: 'سارة', rating: 4 },
      ['تقييم جديد لإعلانك', 'تقييم جديد من سارة لإعلانك «فيلا للبيع في حي النرجس»: 4 من 5'],
      ['New review of your ad', 'سارة rated your ad “Villa for sale in Al Narjis” 4 out of 5'],
    ],
    [
      'priceDrop',
      { ...ad, oldPrice: 2_500_000, newPrice: 2_300_000, currency: 'SAR' },
      [
        'انخفض سعر عقار في مفضلتك',
        'انخفض سعر «فيلا للبيع في حي النرجس» إلى 2,300,000 ر.س بعد أن كان 2,500,000 ر.س',
      ],
      [
        'Price drop on a favourite',
        'The price of “Villa for sale in Al Narjis” dropped to SAR 2,300,000 from SAR 2,500,000',
      ],
    ],
    [
      'broadcast',
      {
        titleAr: 'صيانة الليلة',
        titleEn: 'Maintenance tonight',
        bodyAr: 'يتوقف الموقع ساعة',
        bodyEn: 'The site stops for an hour',
      },
      ['صيانة الليلة', 'يتوقف الموقع ساعة'],
      ['Maintenance tonight', 'The site stops for an hour'],
    ],
    [
      'adApproved',
      ad,
      ['تمت الموافقة على إعلانك', 'إعلانك «فيلا للبيع في حي النرجس» منشور الآن ويظهر للزوار'],
      [
        'Your ad was approved',
        'Your ad “Villa for sale in Al Narjis” is now published and visible to visitors',
      ],
    ],
    [
      'adRejected',
      { ...ad, reason: 'الصور غير واضحة' },
      [
        'لم تتم الموافقة على إعلانك',
        'لم يُقبل إعلانك «فيلا للبيع في حي النرجس» للنشر. السبب: الصور غير واضحة. يمكنك تعديله وإرساله للمراجعة مجددًا',
      ],
      [
        'Your ad was not approved',
        'Your ad “Villa for sale in Al Narjis” was not approved. Reason: الصور غير واضحة. You can edit it and send it for review again',
      ],
    ],
    [
      'adChangesRequested',
      { ...ad, reason: 'أضف صور المطبخ' },
      [
        'مطلوب تعديل إعلانك',
        'يحتاج إعلانك «فيلا للبيع في حي النرجس» إلى تعديل قبل نشره: أضف صور المطبخ. عدّله وسيعود إلى المراجعة',
      ],
      [
        'Changes requested to your ad',
        'Your ad “Villa for sale in Al Narjis” needs changes before it is published: أضف صور المطبخ. Edit it and it goes back to review',
      ],
    ],
  ] as const)('%s in Arabic and English', (type, params, [arTitle, arBody], [enTitle, enBody]) => {
    expect(renderNotification({ type, params }, 'ar')).toEqual({ title: arTitle, body: arBody });
    expect(renderNotification({ type, params }, 'en')).toEqual({ title: enTitle, body: enBody });
  });

  it('names someone who has not written their name yet', () => {
    const unnamed = { ...ad, ...person, senderName: null };
    expect(renderNotification({ type: 'newMessage', params: unnamed }, 'ar').body).toBe(
      'رسالة جديدة من أحد المستخدمين بخصوص إعلانك «فيلا للبيع في حي النرجس»',
    );
    expect(renderNotification({ type: 'reply', params: unnamed }, 'ar').body).toBe(
      'رد من المعلن على رسالتك بخصوص «فيلا للبيع في حي النرجس»',
    );
    expect(renderNotification({ type: 'reply', params: unnamed }, 'en').body).toBe(
      'The advertiser replied to your message about “Villa for sale in Al Narjis”',
    );
    expect(
      renderNotification({ type: 'newReview', params: { ...ad, reviewerName: null, rating: 5 } }, 'en').body,
    ).toBe('A user rated your ad “Villa for sale in Al Narjis” 5 out of 5');
  });

  it('uses the title in the other language when the ad has only one', () => {
    const arabicOnly = { titleAr: 'مستودع في السلي', titleEn: null };
    expect(renderNotification({ type: 'adApproved', params: arabicOnly }, 'en').body).toBe(
      'Your ad “مستودع في السلي” is now published and visible to visitors',
    );
  });

  it('a rejection without a reason leaves the reason out', () => {
    expect(renderNotification({ type: 'adRejected', params: { ...ad, reason: null } }, 'ar').body).toBe(
      'لم يُقبل إعلانك «فيلا للبيع في حي النرجس» للنشر. يمكنك تعديله وإرساله للمراجعة مجددًا',
    );
  });

  it('user text is printed as it is, never read as a placeholder', () => {
    const tricky = { ...ad, ...person, senderName: '{title} {name}' };
    expect(renderNotification({ type: 'newMessage', params: tricky }, 'en').body).toBe(
      '{title} {name} sent you a message about your ad “Villa for sale in Al Narjis”',
    );
  });

  it('parameters it cannot read, or an unknown type, give a generic text instead of failing', () => {
    const generic = { title: 'إشعار جديد', body: 'لديك تحديث جديد في حسابك' };
    expect(renderNotification({ type: 'priceDrop', params: { ...ad, oldPrice: 'a lot' } }, 'ar')).toEqual(
      generic,
    );
    expect(renderNotification({ type: 'newReview', params: {} }, 'ar')).toEqual(generic);
    expect(renderNotification({ type: 'somethingNew' as never, params: ad }, 'en')).toEqual({
      title: 'New notification',
      body: 'There is an update on your account',
    });
  });
});

describe('formatPrice', () => {
  it.each([
    [1_250_000, 'SAR', 'ar', '1,250,000 ر.س'],
    [1_250_000, 'SAR', 'en', 'SAR 1,250,000'],
    [99_999.5, 'SAR', 'en', 'SAR 99,999.5'],
    [10, 'XYZ1', 'en', 'XYZ1 10'],
  ] as const)('%d %s in %s → %s', (price, currency, language, expected) => {
    expect(formatPrice(price, currency, language)).toBe(expected);
  });

  it("other currencies take Intl's label (its wording depends on the ICU data), amount after it in English", () => {
    expect(formatPrice(350_000, 'AED', 'ar')).toMatch(/^350,000 \S/);
    expect(formatPrice(350_000, 'USD', 'en')).toMatch(/^\S+ 350,000$/);
  });
});
