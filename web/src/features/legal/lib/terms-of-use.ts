import type { LegalTexts } from './legal-document';

/** The terms of use (version TERMS_VERSION, contract/legal.ts). A change of substance needs a new version. */
export const termsOfUse: LegalTexts = {
  ar: {
    title: 'الشروط والأحكام',
    summary: 'شروط استخدام منصة منزل للإعلانات العقارية: الحساب، والإعلانات وترخيصها، والتواصل، والمسؤولية.',
    sections: [
      {
        heading: 'القبول',
        paragraphs: [
          'باستخدامك منصة «منزل» وإنشائك حسابًا فيها فإنك توافق على هذه الشروط وعلى سياسة الخصوصية. إن لم توافق عليها فلا تستخدم المنصة.',
        ],
      },
      {
        heading: 'الحساب',
        paragraphs: [
          'يُنشأ الحساب برقم جوال تملكه أو يحق لك استخدامه، وأنت مسؤول عن كل ما يجري من حسابك. يجب أن تكون قد بلغت 18 عامًا. لنا أن نوقف حسابًا يخالف هذه الشروط أو الأنظمة.',
        ],
      },
      {
        heading: 'الإعلانات',
        paragraphs: ['عند نشرك إعلانًا فإنك تقرّ بأن:'],
        items: [
          'العقار موجود ومتاح فعلًا، وأنك مالكه أو مفوّض بالإعلان عنه.',
          'للإعلان ترخيص إعلان عقاري ساري المفعول صادر من الهيئة العامة للعقار، وأن رقمه صحيح.',
          'السعر والمساحة والموقع والصور صحيحة وحديثة وتخص العقار نفسه، وأنك تملك حق نشر الصور.',
          'الإعلان لا يكرر إعلانًا قائمًا لك أو لغيرك عن العقار نفسه.',
        ],
      },
      {
        heading: 'المراجعة والانتهاء',
        paragraphs: [
          'تراجع المنصة الإعلانات قبل نشرها ولها أن ترفض إعلانًا أو تطلب تعديله أو تخفيه إذا خالف الشروط أو الأنظمة أو ورد عنه بلاغات متعددة. ينتهي الإعلان بعد 90 يومًا من نشره أو من آخر تأكيد لتوفّره، ونذكّرك قبل ذلك بسبعة أيام. عليك تحديد الإعلان كمباع أو مؤجر فور ذلك.',
        ],
      },
      {
        heading: 'التواصل والسلوك',
        paragraphs: [
          'تُستخدم الرسائل والتقييمات للتواصل الجاد بشأن العقارات فقط. يُمنع الإزعاج والاحتيال والإساءة ونشر بيانات الآخرين، وطلب دفعات مالية قبل المعاينة والتحقق. يمكنك الإبلاغ عن أي إعلان أو تقييم أو رسالة مخالفة.',
        ],
      },
      {
        heading: 'دور المنصة ومسؤوليتها',
        paragraphs: [
          'المنصة وسيط إعلاني يعرض ما ينشره المعلنون، وليست طرفًا في أي بيع أو إيجار. تحقق بنفسك من العقار ووثائقه قبل أي تعامل. لا تتحمل المنصة مسؤولية ما يتفق عليه المستخدمون، في حدود ما يجيزه النظام.',
        ],
      },
      {
        heading: 'الملكية الفكرية',
        paragraphs: [
          'تبقى لك حقوق محتوى إعلانك، وتمنحنا ترخيصًا غير حصري لعرضه ونشره على المنصة وقنواتها ما دام الإعلان قائمًا. علامة «منزل» وتصميم المنصة ملك للشركة.',
        ],
      },
      {
        heading: 'التعديل والنظام الحاكم',
        paragraphs: [
          'قد نعدّل هذه الشروط، ونطلب موافقتك على النسخة الجديدة عند دخولك التالي إذا كان التعديل جوهريًا. تخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص محاكمها بأي نزاع ينشأ عنها.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    summary:
      'The terms of using Manzil’s property ads: your account, ads and their licences, contact, and liability.',
    sections: [
      {
        heading: 'Acceptance',
        paragraphs: [
          'By using Manzil and creating an account, you accept these terms and the privacy policy. If you do not accept them, do not use the platform.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'An account is created with a mobile number you own or may use, and you are responsible for everything done from it. You must be at least 18. We may suspend an account that breaks these terms or the law.',
        ],
      },
      {
        heading: 'Ads',
        paragraphs: ['When you publish an ad, you confirm that:'],
        items: [
          'The property exists and is really available, and you own it or are authorised to advertise it.',
          'The ad has a valid property advertising licence issued by the Real Estate General Authority (REGA), and its number is correct.',
          'The price, area, location and photos are accurate, current and of this property, and you have the right to publish the photos.',
          'The ad does not repeat an existing ad, yours or someone else’s, for the same property.',
        ],
      },
      {
        heading: 'Review and expiry',
        paragraphs: [
          'Ads are reviewed before they are published; we may reject an ad, ask for changes or hide it if it breaks these terms or the law, or after several reports. An ad expires 90 days after its publication or its last confirmation that it is still available; we remind you seven days before. Mark your ad sold or rented as soon as it is.',
        ],
      },
      {
        heading: 'Contact and conduct',
        paragraphs: [
          'Messages and reviews are for genuine contact about properties only. Spam, fraud, abuse, publishing other people’s data, and asking for payments before a viewing and checks are forbidden. You can report any ad, review or message that breaks these rules.',
        ],
      },
      {
        heading: 'Our role and liability',
        paragraphs: [
          'Manzil is an advertising intermediary that shows what advertisers publish, and is not a party to any sale or rent. Check the property and its documents yourself before any dealing. To the extent the law allows, the platform is not liable for what users agree between themselves.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'You keep the rights to your ad’s content and grant us a non-exclusive licence to show and publish it on the platform and its channels while the ad exists. The Manzil name and the platform’s design belong to the company.',
        ],
      },
      {
        heading: 'Changes and governing law',
        paragraphs: [
          'We may change these terms; if a change is material, we ask you to accept the new version at your next sign-in. These terms are governed by the laws of the Kingdom of Saudi Arabia, whose courts have jurisdiction over any dispute arising from them.',
        ],
      },
    ],
  },
};
