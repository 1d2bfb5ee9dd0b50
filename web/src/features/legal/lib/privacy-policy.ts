import type { LegalTexts } from './legal-document';

/**
 * The privacy policy (version TERMS_VERSION, contract/legal.ts), written for the Personal Data
 * Protection Law (PDPL) of the Kingdom of Saudi Arabia. A change of substance needs a new version.
 */
export const privacyPolicy: LegalTexts = {
  ar: {
    title: 'سياسة الخصوصية',
    summary:
      'كيف تجمع منصة منزل بياناتك الشخصية وتستخدمها وتحفظها، وحقوقك وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
    sections: [
      {
        heading: 'من نحن',
        paragraphs: [
          'منصة «منزل» منصة إلكترونية للإعلانات العقارية السكنية والصناعية في المملكة العربية السعودية، تديرها الشركة المبيّن سجلها التجاري وترخيص فال الخاص بها أسفل كل صفحة. نحن «جهة التحكم» بالبيانات الشخصية التي تعالجها المنصة وفق نظام حماية البيانات الشخصية ولوائحه التنفيذية.',
        ],
      },
      {
        heading: 'البيانات التي نجمعها',
        paragraphs: ['نجمع أقل قدر من البيانات يلزم لتقديم الخدمة:'],
        items: [
          'رقم الجوال: لإنشاء حسابك وتسجيل دخولك برمز تحقق يصلك في رسالة نصية.',
          'الاسم والبريد الإلكتروني ورقم الواتساب والصورة الشخصية: إن أضفتها إلى ملفك الشخصي.',
          'إعلاناتك: نصوصها وصورها وموقع العقار وسعره ورقم ترخيص الإعلان.',
          'رسائلك مع المعلنين والمهتمين، وتقييماتك، وبلاغاتك، وما ترسله إلى فريق الدعم.',
          'بيانات تقنية: عنوان IP ونوع المتصفح والجهاز وأوقات الاستخدام، واشتراك الإشعارات إن سمحت بها.',
          'قائمة المفضلة وسجل البحث داخل المنصة لتسهيل عودتك إليها.',
        ],
      },
      {
        heading: 'لماذا نستخدمها',
        paragraphs: [
          'نعالج بياناتك لتنفيذ الخدمة التي طلبتها (نشر الإعلانات والتواصل بين المعلن والمهتم)، وللوفاء بالتزاماتنا النظامية ومنها أنظمة الهيئة العامة للعقار بشأن الإعلانات العقارية، ولحماية المنصة ومستخدميها من الاحتيال والإساءة، وبموافقتك فيما يتطلب موافقة مثل الإشعارات الفورية.',
          'لا نبيع بياناتك الشخصية، ولا نستخدمها في الإعلانات الموجّهة من جهات أخرى.',
        ],
      },
      {
        heading: 'ما يراه الآخرون',
        paragraphs: [
          'يظهر إعلانك للجميع مع الاسم الأول للمعلن. يظهر رقم جوالك وواتسابك للمستخدمين المسجلين فقط عند طلب التواصل بشأن إعلانك. أرقام الوسطاء المرخّصين لدى الشركة معلنة.',
        ],
      },
      {
        heading: 'مع من نشاركها',
        paragraphs: ['نشارك البيانات بقدر الحاجة فقط مع:'],
        items: [
          'مزوّدي الخدمات الذين يعملون لحسابنا وبموجب عقود تلزمهم بحمايتها: الاستضافة وتخزين الصور وإرسال الرسائل النصية والإشعارات.',
          'الهيئة العامة للعقار للتحقق من تراخيص الإعلانات.',
          'الجهات المختصة متى طلبتها بموجب النظام.',
        ],
      },
      {
        heading: 'أين تحفظ ومدة حفظها',
        paragraphs: [
          'نحفظ البيانات على خوادم آمنة، ولا ننقلها خارج المملكة إلا وفق الضوابط التي يحددها النظام.',
          'تبقى بيانات حسابك ما دام حسابك قائمًا. تحذف رموز التحقق بعد يومين، والجلسات المنتهية بعد أسبوع، والإشعارات المقروءة بعد 90 يومًا. ينتهي الإعلان بعد 90 يومًا ما لم تؤكد توفّره. عند حذف حسابك تحذف بياناته وإعلاناته وصورها، إلا ما يلزمنا النظام بحفظه للمدة التي يحددها.',
        ],
      },
      {
        heading: 'حقوقك',
        paragraphs: ['يكفل لك نظام حماية البيانات الشخصية الحقوق الآتية، ويمكنك ممارستها دون مقابل:'],
        items: [
          'الحق في العلم بكيفية جمع بياناتك ومعالجتها وأساس ذلك (هذه السياسة).',
          'الحق في الوصول إلى بياناتك والحصول على نسخة منها بصيغة مقروءة.',
          'الحق في تصحيح بياناتك أو إكمالها أو تحديثها، ومعظمها متاح من ملفك الشخصي وإعلاناتك.',
          'الحق في طلب إتلاف بياناتك متى انتفت الحاجة إليها، ومنه حذف حسابك من ملفك الشخصي.',
          'الحق في الرجوع عن موافقتك في أي وقت، دون أن يؤثر ذلك في مشروعية ما سبقه.',
        ],
      },
      {
        heading: 'الأمان',
        paragraphs: [
          'نستخدم اتصالًا مشفّرًا، ونحفظ رموز التحقق مشفّرة لا نصًا، ونحصر الوصول إلى البيانات في من يحتاجه من فريقنا، ونسجّل قرارات الإشراف. إن وقع تسرّب يمس بياناتك فسنبلغك ونبلغ الجهة المختصة وفق النظام.',
        ],
      },
      {
        heading: 'التواصل والشكاوى',
        paragraphs: [
          'لأي طلب أو استفسار يخص بياناتك راسلنا من صفحة «اتصل بنا» أو على بريدنا الإلكتروني المبيّن فيها، وسنرد خلال 30 يومًا. ويحق لك تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).',
          'قد نحدّث هذه السياسة، وإذا غيّرنا ما يمس حقوقك نطلب موافقتك على النسخة الجديدة عند دخولك التالي.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    summary:
      'How Manzil collects, uses and keeps your personal data, and your rights under the Saudi Personal Data Protection Law.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Manzil is an online platform for residential and industrial property ads in the Kingdom of Saudi Arabia, run by the company whose commercial registration and FAL licence are shown at the foot of every page. We are the controller of the personal data the platform processes, under the Personal Data Protection Law (PDPL) and its implementing regulations.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: ['We collect the least data the service needs:'],
        items: [
          'Your mobile number: to create your account and sign you in with a code sent by SMS.',
          'Your name, email, WhatsApp number and photo: if you add them to your profile.',
          'Your ads: their texts, photos, the property’s location and price, and the ad licence number.',
          'Your messages with advertisers and enquirers, your reviews, your reports, and what you send to support.',
          'Technical data: IP address, browser and device type, times of use, and your push subscription if you allow notifications.',
          'Your favourites and searches on the platform, to make coming back easier.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'We process your data to provide the service you asked for (publishing ads and putting advertisers and enquirers in touch), to meet our legal obligations, including the Real Estate General Authority’s rules on property advertising, to protect the platform and its users from fraud and abuse, and with your consent where consent is needed, such as push notifications.',
          'We do not sell your personal data, nor use it for third-party targeted advertising.',
        ],
      },
      {
        heading: 'What others see',
        paragraphs: [
          'Your ad is public with the advertiser’s first name. Your mobile and WhatsApp numbers are shown only to signed-in users contacting you about your ad. The numbers of the company’s licensed agents are public.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: ['We share data only as far as needed with:'],
        items: [
          'Service providers working on our behalf under contracts that bind them to protect it: hosting, photo storage, SMS and notification delivery.',
          'The Real Estate General Authority (REGA), to verify ad licences.',
          'Competent authorities, when the law requires it.',
        ],
      },
      {
        heading: 'Where and how long we keep it',
        paragraphs: [
          'Data is kept on secure servers and is not transferred outside the Kingdom except under the conditions the law sets.',
          'Your account data is kept while your account exists. Sign-in codes are deleted after two days, ended sessions after a week, and read notifications after 90 days. An ad expires after 90 days unless you confirm it is still available. When you delete your account, its data, ads and photos are deleted, except what the law obliges us to keep, for as long as it says.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['The PDPL gives you these rights, free of charge:'],
        items: [
          'To be informed of how and on what basis your data is collected and processed (this policy).',
          'To access your data and obtain a copy of it in a readable format.',
          'To have your data corrected, completed or updated; most of it you can change in your profile and your ads.',
          'To ask for your data to be destroyed when it is no longer needed, including deleting your account from your profile.',
          'To withdraw your consent at any time, without affecting what was done before.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'We use encrypted connections, keep sign-in codes hashed rather than in clear, limit access to data to the staff who need it, and audit moderation decisions. Should a breach affect your data, we will tell you and the competent authority as the law requires.',
        ],
      },
      {
        heading: 'Contact and complaints',
        paragraphs: [
          'For any request or question about your data, write to us through the Contact us page or at the email shown there; we answer within 30 days. You may also complain to the Saudi Data and AI Authority (SDAIA).',
          'We may update this policy; if a change affects your rights, we ask you to accept the new version at your next sign-in.',
        ],
      },
    ],
  },
};
