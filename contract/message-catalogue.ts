import type { Language } from './common.js';
import { countDuration, countNoun, isCountedNoun } from './counted-nouns.js';
/**
 * Every message the server sends to people, in both languages. `{name}` marks a parameter;
 * `{seconds:second}` a number with its counted noun ("بعد ثانيتين", "in 2 seconds": `counted-nouns.ts`);
 * `{seconds:duration}` a wait in the unit that suits it ("بعد 10 دقائق", "in 23 hours").
 */
export const messages = {
  malformedRequest: { ar: 'الطلب غير صالح', en: 'The request is malformed' },
  requestTimeout: {
    ar: 'استغرق وصول الطلب وقتًا طويلًا، حاول مرة أخرى',
    en: 'The request took too long to arrive; please try again',
  },
  unsupportedContentType: {
    ar: 'نوع المحتوى غير مدعوم لهذا الطلب',
    en: 'This content type is not accepted here',
  },
  payloadTooLarge: { ar: 'حجم الطلب أكبر من المسموح', en: 'The request is too large' },
  fileTooLarge: {
    ar: 'حجم الملف أكبر من المسموح ({maxMb} ميجابايت)',
    en: 'The file is larger than the allowed {maxMb} MB',
  },
  fileRequired: { ar: 'الملف مطلوب', en: 'A file is required' },
  unsupportedImage: {
    ar: 'الملف ليس صورة مدعومة (JPEG أو PNG أو WebP)',
    en: 'The file is not a supported image (JPEG, PNG or WebP)',
  },
  imageTooManyPixels: {
    ar: 'أبعاد الصورة كبيرة جدًا (الحد الأقصى {maxMegapixels} ميجابكسل)',
    en: 'The image is too large (at most {maxMegapixels} megapixels)',
  },
  imageUnreadable: {
    ar: 'تعذرت قراءة الصورة، جرّب صورة أخرى',
    en: 'The image could not be read, try another one',
  },
  conversionsBusy: {
    ar: 'الخادم مشغول بمعالجة صور أخرى، حاول مرة أخرى بعد {seconds:second}',
    en: 'The server is busy processing other photos, try again in {seconds:second}',
  },
  validationFailed: { ar: 'البيانات المدخلة غير صالحة', en: 'The submitted data is not valid' },
  unauthenticated: { ar: 'يرجى تسجيل الدخول', en: 'Please log in' },
  sessionExpired: {
    ar: 'انتهت الجلسة، يرجى تسجيل الدخول مجددًا',
    en: 'Session expired, please login again',
  },
  forbidden: { ar: 'غير مسموح لك بالوصول إلى هذه البيانات', en: 'Accessing this data is forbidden' },
  notFound: { ar: 'البيانات المطلوبة غير موجودة', en: "The requested data hasn't been found" },
  rateLimited: {
    ar: 'طلبات كثيرة، حاول مرة أخرى بعد {seconds:second}',
    en: 'Too many requests, try again in {seconds:second}',
  },
  internal: { ar: 'حدث خطأ غير متوقع، حاول مرة أخرى', en: 'Something went wrong, please try again' },
  unavailable: {
    ar: 'الخدمة غير متاحة مؤقتًا، حاول بعد قليل',
    en: 'The service is temporarily unavailable, try again shortly',
  },

  phoneRequired: { ar: 'رقم الهاتف مطلوب', en: 'Phone number is required' },
  dialCodeRequired: { ar: 'رمز الدولة مطلوب', en: 'Dial code is required' },
  dialCodeInvalid: { ar: 'رمز الدولة غير صحيح', en: 'The dial code is not valid' },
  phoneInvalid: { ar: 'رقم الهاتف غير صحيح', en: 'The phone number is not valid' },
  phoneNotMobile: { ar: 'يرجى إدخال رقم جوال', en: 'Please enter a mobile number' },
  countryNotSupported: {
    ar: 'أرقام هذه الدولة غير مدعومة حاليًا',
    en: 'Numbers from this country are not supported yet',
  },
  codeRequired: { ar: 'رمز التحقق مطلوب', en: 'Verification code is required' },
  codeLength: {
    ar: 'رمز التحقق يجب أن يكون مكونًا من 5 أرقام',
    en: 'The verification code must be 5 digits',
  },
  codeInvalid: { ar: 'رمز التحقق غير صحيح', en: 'Invalid verification code' },
  codeNoLongerValid: {
    ar: 'رمز التحقق لم يعد صالحًا، يرجى طلب رمز جديد',
    en: 'This verification code is no longer valid, please request a new code',
  },
  resendCooldown: {
    ar: 'يمكنك طلب رمز جديد بعد {seconds:second}',
    en: 'You can request a new code in {seconds:second}',
  },
  tooManyCodes: {
    ar: 'طلبت رموزًا كثيرة، حاول مرة أخرى بعد {seconds:duration}',
    en: 'Too many codes requested, please try again in {seconds:duration}',
  },
  tooManyFailures: {
    ar: 'محاولات خاطئة كثيرة، حاول مرة أخرى بعد {seconds:duration}',
    en: 'Too many wrong attempts, please try again in {seconds:duration}',
  },
  smsOutboxNote: {
    ar: '(بيئة التطوير: لا تُرسل رسائل SMS، والرموز في \u2066{file}\u2069. الحدود هنا هي حدود الإنتاج نفسها، ولكل رقم حدوده.)',
    en: '(Development: no SMS is sent; the codes are in {file}. The limits are the same as in production, and each number has its own.)',
  },
  proofOfWorkRequired: {
    ar: 'يلزم تحقق تلقائي قصير قبل إرسال الرمز، حاول مرة أخرى',
    en: 'A short automatic check is needed before the code is sent; please try again',
  },
  proofOfWorkInvalid: {
    ar: 'التحقق التلقائي غير صالح، حاول مرة أخرى',
    en: 'The automatic check is not valid; please try again',
  },
  smsBudgetSpent: {
    ar: 'تعذر إرسال رمز التحقق الآن، حاول مرة أخرى بعد {seconds:duration}',
    en: 'The verification code could not be sent right now, please try again in {seconds:duration}',
  },
  smsUnavailable: {
    ar: 'تعذر إرسال رمز التحقق الآن، حاول مرة أخرى لاحقًا',
    en: 'The verification code could not be sent right now, please try again later',
  },
  storageUnavailable: {
    ar: 'تعذر حفظ الصور الآن، حاول مرة أخرى بعد قليل',
    en: 'Photos cannot be saved right now, please try again shortly',
  },
  smsVerificationText: { ar: 'رمز التحقق الخاص بك: {code}', en: 'Your verification code: {code}' },
  accountBlocked: {
    ar: 'تم إيقاف هذا الحساب، تواصل مع الدعم',
    en: 'This account has been suspended, please contact support',
  },
  emailInvalid: { ar: 'البريد الإلكتروني غير صحيح', en: 'The email address is not valid' },
  whatsappInvalid: { ar: 'رقم الواتساب غير صحيح', en: 'The WhatsApp number is not valid' },

  idsInvalid: {
    ar: 'أرقام الإعلانات غير صحيحة، افصل بينها بفاصلة',
    en: 'The ad numbers are not valid; separate them with commas',
  },
  idsRepeated: { ar: 'تكرر رقم إعلان في القائمة', en: 'An ad number appears twice in the list' },
  idsTooMany: { ar: 'عدد الإعلانات أكثر من المسموح', en: 'There are too many ads in the list' },
  compareTooMany: { ar: 'يمكن مقارنة 4 إعلانات على الأكثر', en: 'At most 4 ads can be compared' },
  titleRequired: {
    ar: 'أدخل عنوان الإعلان بالعربية أو بالإنجليزية',
    en: 'Enter a title in Arabic or English',
  },
  adLicenseInvalid: {
    ar: 'رقم ترخيص الإعلان يتكون من 6 إلى 20 رقمًا',
    en: 'The advertising licence number has 6 to 20 digits',
  },
  adLicenseRequired: {
    ar: 'أدخل رقم ترخيص الإعلان الصادر من الهيئة العامة للعقار',
    en: 'Enter the advertising licence number issued by REGA',
  },
  adLicenseExpired: {
    ar: 'ترخيص الإعلان منتهي، جدّده لدى الهيئة العامة للعقار ثم أعد المحاولة',
    en: 'This advertising licence has expired; renew it with REGA and try again',
  },
  adLicenseCancelled: {
    ar: 'ترخيص الإعلان ملغى لدى الهيئة العامة للعقار',
    en: 'This advertising licence was cancelled by REGA',
  },
  adLicenseUnknown: {
    ar: 'لم نجد هذا الترخيص لدى الهيئة العامة للعقار، تحقق من الرقم',
    en: 'REGA has no licence with this number; check the number',
  },
  adLicenseOwnerMismatch: {
    ar: 'هذا الترخيص صادر لمعلن آخر، استخدم ترخيصًا صادرًا باسمك',
    en: 'This licence belongs to another advertiser; use a licence issued to you',
  },
  adLicenseInUse: {
    ar: 'هذا الترخيص مستخدم في إعلان آخر منشور أو قيد المراجعة',
    en: 'This licence is already used by another published or pending ad',
  },
  adLicenseUnavailable: {
    ar: 'تعذر التحقق من ترخيص الإعلان الآن، حاول مرة أخرى بعد قليل',
    en: 'The advertising licence cannot be checked right now, please try again shortly',
  },
  identityNumberRequired: {
    ar: 'أدخل رقم الهوية الوطنية أو الإقامة',
    en: 'Enter your national ID or iqama number',
  },
  identityNumberInvalid: {
    ar: 'رقم الهوية أو الإقامة غير صحيح: 10 أرقام تبدأ بـ 1 أو 2',
    en: 'This ID or iqama number is not valid: 10 digits starting with 1 or 2',
  },
  identityAlreadyVerified: {
    ar: 'هويتك موثّقة بالفعل',
    en: 'Your identity is already verified',
  },
  identityInUse: {
    ar: 'هذه الهوية موثّقة في حساب آخر، سجّل الدخول بذلك الحساب أو تواصل معنا',
    en: 'This identity is already verified on another account; sign in with that account or contact us',
  },
  identityRequestActive: {
    ar: 'لديك طلب تحقق ينتظر في تطبيق نفاذ، أجب عليه أو انتظر حتى تنتهي مهلته',
    en: 'A verification request is already waiting in the Nafath app; answer it or wait until it expires',
  },
  identityTooManyRequests: {
    ar: 'طلبات تحقق كثيرة، حاول مرة أخرى بعد {seconds:duration}',
    en: 'Too many verification requests; try again in {seconds:duration}',
  },
  identityUnavailable: {
    ar: 'تعذر الاتصال بخدمة نفاذ الآن، حاول مرة أخرى بعد قليل',
    en: 'Nafath cannot be reached right now; please try again shortly',
  },
  identityRequired: {
    ar: 'وثّق هويتك عبر نفاذ قبل نشر الإعلان',
    en: 'Verify your identity through Nafath before publishing an ad',
  },
  identityRequiredForOffice: {
    ar: 'وثّق هويتك عبر نفاذ قبل فتح مكتب',
    en: 'Verify your identity through Nafath before opening an office',
  },
  identityCallbackInvalid: {
    ar: 'رد نفاذ غير صالح',
    en: 'The answer from Nafath is not valid',
  },
  officeNameRequired: {
    ar: 'أدخل اسم المكتب بالعربية والإنجليزية',
    en: 'Enter the office name in Arabic and English',
  },
  officeNameLength: { ar: 'اسم المكتب من 2 إلى 100 حرف', en: 'The office name has 2 to 100 characters' },
  falNumberRequired: { ar: 'أدخل رقم رخصة فال', en: 'Enter the FAL licence number' },
  falNumberInvalid: { ar: 'رقم رخصة فال من 6 إلى 20 رقمًا', en: 'The FAL licence number has 6 to 20 digits' },
  falLicenceExpired: {
    ar: 'رخصة فال منتهية، جدّدها لدى الهيئة العامة للعقار ثم أعد المحاولة',
    en: 'This FAL licence has expired; renew it with REGA and try again',
  },
  falLicenceCancelled: {
    ar: 'رخصة فال ملغاة أو موقوفة لدى الهيئة العامة للعقار',
    en: 'This FAL licence was cancelled or suspended by REGA',
  },
  falLicenceUnknown: {
    ar: 'لم نجد رخصة فال بهذا الرقم لدى الهيئة العامة للعقار، تحقق من الرقم',
    en: 'REGA has no FAL licence with this number; check the number',
  },
  falHolderMismatch: {
    ar: 'رخصة فال هذه صادرة لشخص آخر، استخدم رخصة صادرة باسمك',
    en: 'This FAL licence belongs to someone else; use a licence issued to you',
  },
  falLicenceInUse: {
    ar: 'رخصة فال هذه مسجلة لمكتب آخر على منزل',
    en: 'This FAL licence is already registered to another office on Manzil',
  },
  falUnavailable: {
    ar: 'تعذر التحقق من رخصة فال الآن، حاول مرة أخرى بعد قليل',
    en: 'The FAL licence cannot be checked right now, please try again shortly',
  },
  productNotFound: {
    ar: 'هذه الخدمة غير متاحة للشراء',
    en: 'This product is not on sale',
  },
  paymentsNotSetUp: {
    ar: 'الدفع غير متاح بعد، حاول لاحقًا',
    en: 'Payments are not available yet; please try later',
  },
  featureNeedsLiveAd: {
    ar: 'يمكن تمييز الإعلان المنشور فقط',
    en: 'Only a published ad can be featured',
  },
  bumpNeedsLiveAd: {
    ar: 'يمكن رفع الإعلان المنشور فقط',
    en: 'Only a published ad can be bumped',
  },
  bumpTooSoon: {
    ar: 'يُرفع الإعلان مرة واحدة كل 24 ساعة، يمكنك رفعه مجددًا بعد {seconds:duration}',
    en: 'An ad can be bumped once every 24 hours; you can bump it again in {seconds:duration}',
  },
  creditsShort: {
    ar: 'رصيد المكتب لا يكفي: المطلوب {cost} والمتبقي {balance}',
    en: 'The office does not have enough credits: {cost} needed, {balance} left',
  },
  paymentGatewayUnavailable: {
    ar: 'تعذر الاتصال ببوابة الدفع الآن، لم يُخصم شيء، حاول مرة أخرى بعد قليل',
    en: 'The payment gateway cannot be reached right now; nothing was charged, please try again shortly',
  },
  paymentGatewayRefused: {
    ar: 'رفضت بوابة الدفع الطلب، لم يُخصم شيء',
    en: 'The payment gateway refused the request; nothing was charged',
  },
  refundAmountInvalid: {
    ar: 'مبلغ الاسترداد يجب أن يكون هللات صحيحة أكبر من صفر',
    en: 'The refund amount must be a whole number of halalas above zero',
  },
  refundReasonRequired: {
    ar: 'اكتب سبب الاسترداد',
    en: 'Write why the payment is refunded',
  },
  refundReasonLength: {
    ar: 'سبب الاسترداد من 3 إلى 500 حرف',
    en: 'The refund reason has 3 to 500 characters',
  },
  refundExceedsRefundable: {
    ar: 'المبلغ أكبر من المتبقي القابل للاسترداد ({refundable} ر.س)',
    en: 'The amount is more than what is left to refund (SAR {refundable})',
  },
  orderNotRefundable: {
    ar: 'لا يوجد دفع مكتمل لهذا الطلب لاسترداده',
    en: 'This order has no completed payment to refund',
  },
  refundInProgress: {
    ar: 'يوجد استرداد آخر لهذا الطلب بانتظار بوابة الدفع، حاول بعد اكتماله',
    en: 'Another refund of this order is waiting for the payment gateway; try again once it is done',
  },
  refundKeyReused: {
    ar: 'هذا الطلب أُرسل من قبل باسترداد مختلف، أعد تحميل الصفحة وحاول مرة أخرى',
    en: 'This request was already sent for a different refund; reload the page and try again',
  },
  refundRefused: {
    ar: 'رفضت بوابة الدفع الاسترداد، لم يُرجع أي مبلغ',
    en: 'The payment gateway refused the refund; nothing was refunded',
  },
  refundGatewayUnavailable: {
    ar: 'تعذر الاتصال ببوابة الدفع الآن، الاسترداد محفوظ وسيكتمل تلقائيًا عند عودتها',
    en: 'The payment gateway cannot be reached right now; the refund is kept and will complete on its own once it answers',
  },
  dateInvalid: { ar: 'التاريخ غير صحيح (YYYY-MM-DD)', en: 'The date is not valid (YYYY-MM-DD)' },
  dateRangeReversed: {
    ar: 'تاريخ النهاية قبل تاريخ البداية',
    en: 'The end date is before the start date',
  },
  dateRangeTooLong: {
    ar: 'الفترة أطول من سنة، اختر 366 يومًا على الأكثر',
    en: 'The range is longer than a year; choose at most 366 days',
  },
  vatRateInvalid: {
    ar: 'نسبة الضريبة من 0% إلى 100% بمنزلتين عشريتين على الأكثر',
    en: 'The VAT rate is from 0% to 100%, with at most two decimals',
  },
  vatNumberInvalid: {
    ar: 'الرقم الضريبي 15 رقمًا يبدأ بـ 3 وينتهي بـ 3',
    en: 'The VAT number is 15 digits starting and ending with 3',
  },
  priceInvalid: {
    ar: 'السعر لا يتجاوز مليون ريال، بمنزلتين عشريتين على الأكثر',
    en: 'The price is at most a million riyals, with at most two decimals',
  },
  priceBelowMinimum: {
    ar: 'أقل سعر تقبله بوابة الدفع ريال واحد (100 هللة)',
    en: 'The payment gateway takes at least 1 SAR (100 halalas)',
  },
  featureDaysInvalid: {
    ar: 'مدة التمييز 7 أو 14 أو 30 يومًا',
    en: 'A feature lasts 7, 14 or 30 days',
  },
  productFieldNotForKind: {
    ar: 'هذا الحقل لا ينطبق على هذا النوع من الخدمات',
    en: 'This field does not apply to this kind of product',
  },
  webhookRefused: {
    ar: 'إشعار غير موثّق',
    en: 'The notification could not be verified',
  },
  alreadyInOffice: {
    ar: 'أنت عضو في مكتب بالفعل، غادره أولًا لفتح مكتب آخر',
    en: 'You already belong to an office; leave it first to open another',
  },
  officeRoleForbidden: {
    ar: 'دورك في هذا المكتب لا يسمح بذلك',
    en: 'Your role in this office does not allow this',
  },
  officeSuspensionReasonRequired: {
    ar: 'اكتب سبب إيقاف المكتب',
    en: 'Write why the office is suspended',
  },
  officeSuspensionReasonLength: {
    ar: 'سبب الإيقاف من 3 إلى 500 حرف',
    en: 'The suspension reason has 3 to 500 characters',
  },
  officeNotPendingReview: {
    ar: 'هذا المكتب لا ينتظر المراجعة',
    en: 'This office is not waiting for review',
  },
  officeAlreadySuspended: { ar: 'هذا المكتب موقوف بالفعل', en: 'This office is already suspended' },
  officeNotSuspendedByStaff: {
    ar: 'لم يوقف فريق منزل هذا المكتب؛ المكتب الموقوف لانتهاء رخصته يعود عند تجديدها',
    en: 'Staff did not suspend this office; an office suspended for its licence returns when the licence is renewed',
  },
  notificationAdSuspendedOfficeStaffBody: {
    ar: 'أوقف فريق منزل المكتب الذي نُشر له إعلان "{title}"، فلم يعد الإعلان ظاهرًا. سيعود عند إعادة تفعيل المكتب.',
    en: 'Manzil suspended the office the ad "{title}" was posted for, so the ad is no longer shown. It comes back when the office is reinstated.',
  },
  officeOwnerStays: {
    ar: 'لا يمكن لمالك المكتب مغادرته أو إزالته، سلّم المكتب لأحد مديريه أولًا',
    en: 'The office’s owner cannot leave or be removed; hand the office over to a manager first',
  },
  alreadyOfficeMember: {
    ar: 'هذا الشخص عضو في هذا المكتب بالفعل',
    en: 'This person already belongs to this office',
  },
  tooManyInvitations: {
    ar: 'بلغ المكتب حد الدعوات اليومي ({max})، حاول غدًا',
    en: 'The office has reached its daily limit of invitations ({max}); try again tomorrow',
  },
  invitationForAnotherNumber: {
    ar: 'هذه الدعوة مرسلة إلى رقم آخر، سجّل الدخول بالرقم الذي وصلته الدعوة',
    en: 'This invitation was sent to another number; sign in with the number that received it',
  },
  invitationUsed: { ar: 'استُخدمت هذه الدعوة بالفعل', en: 'This invitation has already been used' },
  invitationRevoked: { ar: 'سحب المكتب هذه الدعوة', en: 'The office withdrew this invitation' },
  invitationExpired: {
    ar: 'انتهت صلاحية هذه الدعوة، اطلب من المكتب دعوة جديدة',
    en: 'This invitation has expired; ask the office for a new one',
  },
  officeInvitationSms: {
    ar: 'دعاك {office} للانضمام إلى مكتبه على منزل بصفة {role}: {link}',
    en: '{office} invites you to join its office on Manzil as {role}: {link}',
  },
  officeRoleManager: { ar: 'مدير', en: 'manager' },
  officeRoleAgent: { ar: 'وسيط', en: 'agent' },
  handOverToManager: {
    ar: 'يُسلَّم المكتب لأحد مديريه فقط، اجعل هذا العضو مديرًا أولًا',
    en: 'An office is handed over to one of its managers only; make this member a manager first',
  },
  newOwnerLicenceRequired: {
    ar: 'رخصة فال لهذا المكتب باسم مالكه، أدخل رخصة فال سارية باسم المالك الجديد',
    en: "This office's FAL licence is its owner's own; enter a valid FAL licence issued to the new owner",
  },
  newOwnerLicenceMismatch: {
    ar: 'رخصة فال هذه ليست باسم المالك الجديد',
    en: 'This FAL licence is not issued to the new owner',
  },
  newOwnerUnverified: {
    ar: 'لم يوثّق هذا المدير هويته عبر نفاذ، ولا يُسلَّم المكتب إلا لشخص موثّق',
    en: 'This manager has not verified their identity through Nafath; an office is handed over only to a verified person',
  },
  choiceInvalid: { ar: 'الخيار المحدد غير متاح', en: 'The selected option is not available' },
  cityNotInRegion: { ar: 'المدينة لا تتبع المنطقة المختارة', en: 'The city is not in the selected region' },
  propertyTypeWrongCategory: {
    ar: 'نوع العقار لا يناسب هذا القسم',
    en: 'This property type does not belong to this category',
  },
  rentPeriodRequired: { ar: 'حدد مدة الإيجار', en: 'Choose the rent period' },
  tooManyPhotos: {
    ar: 'لا يزيد الإعلان على {max:photo}',
    en: 'An ad can have at most {max:photo}',
  },
  confirmNeedsPublishedAd: {
    ar: 'يمكن تأكيد توفّر الإعلان المنشور فقط',
    en: 'Only a published ad can be confirmed as available',
  },
  adNotExpired: { ar: 'يمكن تجديد الإعلان المنتهي فقط', en: 'Only an expired ad can be renewed' },
  notADraft: { ar: 'أُرسل هذا الإعلان من قبل', en: 'This ad has already been sent' },
  termsConsentRequired: {
    ar: 'يجب الموافقة على الشروط والأحكام وسياسة الخصوصية للمتابعة',
    en: 'You must accept the terms and the privacy policy to continue',
  },
  adOfSuspendedOffice: {
    ar: 'أوقف فريق منزل المكتب الذي نُشر له هذا الإعلان، فلا يمكن تعديله حتى يُعاد تفعيل المكتب',
    en: 'Manzil suspended the office this ad was posted for: it cannot be changed until the office is reinstated',
  },
  creditsNeedActiveOffice: {
    ar: 'لا يمكن شراء رصيد لمكتب موقوف أو بانتظار الاعتماد',
    en: 'Credits cannot be bought for an office that is suspended or waiting for approval',
  },
  officeSuspendedAds: {
    ar: 'المكتب الذي يُنشر له هذا الإعلان موقوف، فلا يمكن إرساله أو تجديده حتى يعود المكتب نشطًا',
    en: 'The office this ad is posted for is suspended: it cannot be sent or renewed until the office is active again',
  },
  closedAdPhotos: {
    ar: 'الإعلان مغلق (مباع أو مؤجّر): عدّل الإعلان لإعادة فتحه قبل تغيير صوره',
    en: 'This ad is closed as sold or rented: edit the ad to reopen it before changing its photos',
  },
  statusNotAllowed: {
    ar: 'لا يمكن تغيير حالة الإعلان بهذه الطريقة',
    en: 'The ad cannot be moved to this status',
  },
  mediaOrderMismatch: {
    ar: 'يجب إرسال جميع صور الإعلان مرة واحدة',
    en: 'Send every photo of the ad exactly once',
  },
  fullNameRequired: { ar: 'الاسم مطلوب', en: 'Your name is required' },
  messageRequired: { ar: 'الرسالة مطلوبة', en: 'The message is required' },
  tooManySupportMessages: {
    ar: 'أرسلت رسائل كثيرة، حاول مرة أخرى بعد {seconds:second}',
    en: 'Too many messages sent, please try again in {seconds:second}',
  },
  propertyIdRequired: { ar: 'رقم الإعلان مطلوب', en: 'The ad id is required' },
  fieldRequired: { ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  fieldWrongType: { ar: 'نوع القيمة غير صحيح', en: 'This value has the wrong type' },
  fieldTooShort: { ar: 'يجب ألا يقل عن {minimum}', en: 'Must be at least {minimum}' },
  fieldGreaterThan: { ar: 'يجب أن يكون أكبر من {minimum}', en: 'Must be greater than {minimum}' },
  pageTooDeep: {
    ar: 'لا يمكن عرض ما بعد أول {max:result}، ضيّق البحث بالفلاتر',
    en: 'Results past the first {max} cannot be shown; narrow the search with filters',
  },
  mapBoxInverted: {
    ar: 'يجب ألا يكون الحد الأدنى للمنطقة أكبر من حدها الأعلى',
    en: "The area's minimum must not be above its maximum",
  },
  areaInvalid: {
    ar: 'المنطقة المرسومة غير صالحة، ارسمها من جديد',
    en: 'The drawn area is not valid; draw it again',
  },
  areaTooFewVertices: {
    ar: 'المنطقة المرسومة تحتاج إلى ثلاث نقاط على الأقل',
    en: 'The drawn area needs at least three points',
  },
  areaTooManyVertices: {
    ar: 'يجب ألا تزيد نقاط المنطقة المرسومة عن 50 نقطة',
    en: 'The drawn area has more than 50 points',
  },
  areaCrossesItself: {
    ar: 'حدود المنطقة المرسومة تتقاطع، ارسمها من جديد دون تقاطع',
    en: "The drawn area's edges cross; draw it again without crossing",
  },
  fieldTooLong: { ar: 'يجب ألا يزيد عن {maximum}', en: 'Must be at most {maximum}' },
  fieldInvalid: { ar: 'القيمة غير صالحة', en: 'This value is not valid' },
  messageTooLong: {
    ar: 'الرسالة طويلة جدًا، الحد الأقصى {maximum:character}',
    en: 'The message is too long (at most {maximum:character})',
  },
  receiverRequired: {
    ar: 'حدد المستفسر الذي تريد الرد عليه',
    en: 'Choose the person you are replying to',
  },
  tooManyMessages: {
    ar: 'أرسلت رسائل كثيرة، حاول مرة أخرى بعد {seconds:second}',
    en: 'Too many messages sent, please try again in {seconds:second}',
  },
  ratingInvalid: { ar: 'اختر تقييمًا من 1 إلى 5 نجوم', en: 'Choose a rating from 1 to 5 stars' },
  commentTooLong: {
    ar: 'التعليق طويل جدًا، الحد الأقصى {maximum:character}',
    en: 'The comment is too long (at most {maximum:character})',
  },
  ownReviewForbidden: { ar: 'لا يمكنك تقييم إعلانك', en: 'You cannot review your own ad' },
  reviewNeedsContact: {
    ar: 'يمكنك تقييم الإعلان بعد التواصل مع المعلن عبر منزل، أو بعد أن يؤكد المعلن أنك من عملائه',
    en: 'You can review this ad after contacting the advertiser through Manzil, or once the advertiser confirms you as a client',
  },
  reviewNeedsReply: {
    ar: 'يمكنك تقييم الإعلان بعد أن يرد عليك المعلن عبر منزل، أو بعد أن يؤكد أنك من عملائه',
    en: 'You can review this ad once the advertiser has replied to you through Manzil, or confirmed you as a client',
  },
  reportReasonRequired: { ar: 'اختر سبب البلاغ', en: 'Choose a reason for the report' },
  reportNoteRequired: { ar: 'اكتب وصفًا قصيرًا للمشكلة', en: 'Describe the problem briefly' },
  reportNoteTooLong: {
    ar: 'الملاحظة أطول من المسموح (500 حرف)',
    en: 'The note is longer than allowed (500 characters)',
  },
  ownAdReportForbidden: { ar: 'لا يمكنك الإبلاغ عن إعلانك', en: 'You cannot report your own ad' },
  messageReportForbidden: {
    ar: 'يمكن الإبلاغ عن الرسالة من مستلمها فقط',
    en: 'Only the person who received a message can report it',
  },
  tooManyReports: {
    ar: 'أرسلت بلاغات كثيرة، حاول مرة أخرى بعد {seconds:second}',
    en: 'Too many reports, try again in {seconds:second}',
  },
  nothingToDecide: { ar: 'لا توجد بلاغات مفتوحة على هذا العنصر', en: 'This item has no open reports' },
  onlyOwnerConfirmsClients: {
    ar: 'يؤكد العملاءَ صاحبُ الإعلان فقط',
    en: 'Only the ad’s owner can confirm a client',
  },
  tooManyReviews: {
    ar: 'أضفت تقييمات كثيرة، حاول مرة أخرى بعد {seconds:second}',
    en: 'Too many reviews, please try again in {seconds:second}',
  },

  // Back-office (staff accounts, roles, audit).
  emailRequired: { ar: 'البريد الإلكتروني مطلوب', en: 'The email address is required' },
  passwordRequired: { ar: 'كلمة المرور مطلوبة', en: 'The password is required' },
  passwordTooShort: {
    ar: 'كلمة المرور يجب ألا تقل عن {minimum:character}',
    en: 'The password must have at least {minimum:character}',
  },
  passwordTooLong: {
    ar: 'كلمة المرور يجب ألا تزيد عن {maximum:character}',
    en: 'The password must have at most {maximum:character}',
  },
  passwordTooCommon: {
    ar: 'كلمة المرور شائعة وسهلة التخمين، اختر كلمة أقوى',
    en: 'This password is too common and easy to guess; choose a stronger one',
  },
  passwordSameAsEmail: {
    ar: 'كلمة المرور يجب ألا تكون هي البريد الإلكتروني',
    en: 'The password must not be the email address',
  },
  passwordUnchanged: {
    ar: 'كلمة المرور الجديدة يجب أن تختلف عن الحالية',
    en: 'The new password must differ from the current one',
  },
  currentPasswordWrong: { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is not correct' },
  invalidCredentials: {
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    en: 'Incorrect email or password',
  },
  staffLoginLocked: {
    ar: 'محاولات دخول خاطئة كثيرة، حاول مرة أخرى بعد {minutes:minute}',
    en: 'Too many failed sign-in attempts, try again in {minutes:minute}',
  },
  dashboardLoginNotAllowed: {
    ar: 'ليس لديك صلاحية الدخول إلى لوحة التحكم',
    en: 'You are not allowed to sign in to the back-office',
  },
  permissionRequired: {
    ar: 'ليس لديك صلاحية ({permission}) للقيام بهذا',
    en: 'You need the {permission} permission to do this',
  },
  resetCodeLength: {
    ar: 'رمز إعادة التعيين يتكون من 6 أرقام',
    en: 'The reset code has 6 digits',
  },
  resetCodeRejected: {
    ar: 'رمز التحقق غير صحيح أو لم يعد صالحًا، تحقّق منه أو اطلب رمزًا جديدًا',
    en: 'The verification code is wrong or no longer valid; check it or request a new code',
  },
  passwordResetText: {
    ar: 'رمز إعادة تعيين كلمة مرور لوحة تحكم منزل: {code}. صالح لمدة {minutes:minute}.',
    en: 'Your Manzil back-office password reset code: {code}. It is valid for {minutes:minute}.',
  },
  roleNameRequired: { ar: 'اسم الدور مطلوب', en: 'The role name is required' },
  roleNameTaken: { ar: 'يوجد دور بهذا الاسم', en: 'A role with this name already exists' },
  roleInUse: {
    ar: 'لا يمكن حذف دور مسند إلى موظفين ({count})، انقلهم إلى دور آخر أولًا',
    en: 'This role is assigned to staff ({count}); move them to another role first',
  },
  superAdminRoleLocked: {
    ar: 'دور المدير العام يملك كل الصلاحيات ولا يمكن تعديله أو حذفه',
    en: 'The super-admin role holds every permission and cannot be changed or deleted',
  },
  permissionNotHeld: {
    ar: 'لا يمكنك منح صلاحيات لا تملكها أو إدارة من يملك صلاحيات أكثر منك',
    en: 'You cannot grant permissions you do not hold, or manage someone who holds more than you',
  },
  staffEmailTaken: {
    ar: 'هذا البريد الإلكتروني مستخدم لموظف آخر',
    en: 'This email address belongs to another staff member',
  },
  cannotChangeOwnAccount: {
    ar: 'لا يمكنك حذف حسابك أو إيقافه أو تغيير دوره، ولتغيير كلمة مرورك استخدم صفحة تغيير كلمة المرور',
    en: 'You cannot delete or block your own account or change its role; change your password from your account',
  },

  rejectionReasonRequired: { ar: 'اكتب سبب رفض الإعلان', en: 'Write why the ad is rejected' },
  rejectionReasonLength: {
    ar: 'سبب الرفض من 3 إلى 500 حرف',
    en: 'The rejection reason has 3 to 500 characters',
  },
  contactNoteRequired: { ar: 'اكتب الملاحظة', en: 'Write the note' },
  contactNoteLength: {
    ar: 'الملاحظة من 1 إلى 1000 حرف',
    en: 'The note has 1 to 1000 characters',
  },
  hideReasonLength: {
    ar: 'سبب الإخفاء 500 حرف على الأكثر',
    en: 'The reason for hiding has at most 500 characters',
  },
  changesReasonRequired: { ar: 'اكتب التعديلات المطلوبة', en: 'Write the changes needed' },
  changesReasonLength: {
    ar: 'التعديلات المطلوبة من 3 إلى 500 حرف',
    en: 'The changes needed have 3 to 500 characters',
  },
  adNotPending: {
    ar: 'لا يمكن قبول الإعلان أو رفضه إلا وهو بانتظار المراجعة',
    en: 'Only an ad waiting for review can be approved or rejected',
  },
  adChangedSinceOpened: {
    ar: 'تغيّر الإعلان منذ أن فتحته، فحمّلنا نسخته الجديدة: راجعها ثم قرّر',
    en: 'The ad changed since you opened it, so its new version is loaded: review it, then decide',
  },
  adNotPublished: {
    ar: 'لا يمكن تمييز إعلان غير منشور',
    en: 'Only a published ad can be featured',
  },
  lookupNameArRequired: { ar: 'الاسم العربي مطلوب', en: 'The Arabic name is required' },
  lookupNameEnRequired: { ar: 'الاسم الإنجليزي مطلوب', en: 'The English name is required' },
  lookupNameTaken: {
    ar: 'يوجد عنصر بهذا الاسم في القائمة نفسها',
    en: 'An entry with this name already exists in this list',
  },
  lookupInUse: {
    ar: 'هذا العنصر مستخدم في {count:ad}، أخفِه بدلًا من حذفه',
    en: 'This entry is used by {count:ad}; hide it instead of deleting it',
  },
  lookupHasCities: {
    ar: 'تضم هذه المنطقة {count:city}، احذفها أولًا أو أخفِ المنطقة',
    en: 'This region has {count:city}; delete them first or hide the region',
  },
  lookupBuiltIn: {
    ar: 'هذا العنصر من قوائم الموقع الأساسية ولا يُحذف، يمكنك إخفاؤه',
    en: 'This entry comes with the site and cannot be deleted; you can hide it',
  },
  lookupChangeInUse: {
    ar: 'لا يمكن تغيير المنطقة أو القسم لعنصر مستخدم في {count:ad}',
    en: 'The region or category of an entry used by {count:ad} cannot change',
  },
  lookupLevelFixed: {
    ar: 'لا يمكن تحويل منطقة إلى مدينة أو مدينة إلى منطقة',
    en: 'A region cannot become a city, nor a city a region',
  },
  lookupParentInvalid: { ar: 'اختر منطقة موجودة', en: 'Choose an existing region' },
  lookupCategoryRequired: {
    ar: 'حدد القسم: سكني أو صناعي',
    en: 'Choose the category: residential or industrial',
  },
  lookupFieldNotAllowed: {
    ar: 'هذا الحقل لا ينطبق على هذه القائمة',
    en: 'This field does not apply to this list',
  },
  coordinatesTogether: {
    ar: 'أدخل خط العرض وخط الطول معًا',
    en: 'Enter the latitude and the longitude together',
  },
  broadcastTitleRequired: { ar: 'اكتب العنوان', en: 'Write the title' },
  broadcastTitleLength: { ar: 'العنوان 100 حرف على الأكثر', en: 'The title has at most 100 characters' },
  broadcastBodyRequired: { ar: 'اكتب نص الإشعار', en: 'Write the text' },
  broadcastBodyLength: { ar: 'النص 500 حرف على الأكثر', en: 'The text has at most 500 characters' },
  broadcastSegmentInvalid: { ar: 'اختر المستلمين', en: 'Choose who receives it' },
  broadcastRegionUnknown: { ar: 'المنطقة غير موجودة', en: 'This region does not exist' },
  broadcastCountChanged: {
    ar: 'تغير عدد المستلمين إلى {count}، راجع المعاينة وأكد مرة أخرى',
    en: 'The number of recipients is now {count}; check the preview and confirm again',
  },
  broadcastRepeated: {
    ar: 'أُرسل الإشعار نفسه قبل قليل، لا يمكن إرساله مرة أخرى خلال 10 دقائق',
    en: 'The same notification was just sent; it cannot be sent again within 10 minutes',
  },
  broadcastTooMany: {
    ar: 'تم إرسال الحد الأقصى من الإشعارات الجماعية لهذه الساعة، حاول بعد {seconds:second}',
    en: 'The most broadcasts allowed this hour have been sent; try again in {seconds:second}',
  },
  falLicenseInvalid: {
    ar: 'رقم رخصة فال من 10 أرقام',
    en: 'The FAL licence number has 10 digits',
  },
  agentHasAds: {
    ar: 'لا يمكن حذف وسيط تذكره إعلانات ({count})، أخفِه بدلًا من ذلك',
    en: 'This agent is named by ads ({count}); hide the agent instead',
  },

  // Notifications, written when the list is read; {title} is the ad's title in the reader's language.
  notificationNewMessageTitle: { ar: 'رسالة جديدة', en: 'New message' },
  notificationNewMessageBody: {
    ar: 'رسالة جديدة من {name} بخصوص إعلانك «{title}»',
    en: '{name} sent you a message about your ad “{title}”',
  },
  notificationReplyTitle: { ar: 'رد على رسالتك', en: 'New reply' },
  notificationReplyBody: {
    ar: 'رد من {name} على رسالتك بخصوص «{title}»',
    en: '{name} replied to your message about “{title}”',
  },
  notificationNewReviewTitle: { ar: 'تقييم جديد لإعلانك', en: 'New review of your ad' },
  notificationNewReviewBody: {
    ar: 'تقييم جديد من {name} لإعلانك «{title}»: {rating} من 5',
    en: '{name} rated your ad “{title}” {rating} out of 5',
  },
  notificationPriceDropTitle: { ar: 'انخفض سعر عقار في مفضلتك', en: 'Price drop on a favourite' },
  notificationPriceDropBody: {
    ar: 'انخفض سعر «{title}» إلى {newPrice} بعد أن كان {oldPrice}',
    en: 'The price of “{title}” dropped to {newPrice} from {oldPrice}',
  },
  notificationAdApprovedTitle: { ar: 'تمت الموافقة على إعلانك', en: 'Your ad was approved' },
  notificationAdApprovedBody: {
    ar: 'إعلانك «{title}» منشور الآن ويظهر للزوار',
    en: 'Your ad “{title}” is now published and visible to visitors',
  },
  notificationAdSuspendedTitle: { ar: 'أوقفنا إعلانك', en: 'Your ad was taken down' },
  notificationAdSuspendedExpiredBody: {
    ar: 'انتهى ترخيص إعلان "{title}" فأوقفنا نشره. جدّد الترخيص وعدّل الإعلان برقمه ليعود.',
    en: 'The licence of "{title}" expired, so the ad is no longer shown. Renew it and edit the ad with its number to bring it back.',
  },
  notificationAdSuspendedOfficeBody: {
    ar: 'رخصة فال للمكتب الذي نُشر له إعلان "{title}" منتهية أو ملغاة فأوقفنا نشره. جدّد الرخصة ثم عدّل الإعلان ليعود.',
    en: 'The FAL licence of the office "{title}" was posted for lapsed, so the ad is no longer shown. Renew it, then edit the ad to bring it back.',
  },
  notificationAdSuspendedCancelledBody: {
    ar: 'ألغت الهيئة العامة للعقار ترخيص إعلان "{title}" فأوقفنا نشره. عدّل الإعلان بترخيص ساري ليعود.',
    en: 'REGA cancelled the licence of "{title}", so the ad is no longer shown. Edit the ad with a valid licence to bring it back.',
  },
  notificationAdRejectedTitle: { ar: 'لم تتم الموافقة على إعلانك', en: 'Your ad was not approved' },
  notificationAdRejectedBody: {
    ar: 'لم يُقبل إعلانك «{title}» للنشر. السبب: {reason}. يمكنك تعديله وإرساله للمراجعة مجددًا',
    en: 'Your ad “{title}” was not approved. Reason: {reason}. You can edit it and send it for review again',
  },
  legalPrivacyTitle: { ar: 'سياسة الخصوصية | منزل', en: 'Privacy policy | Manzil' },
  legalPrivacyDescription: {
    ar: 'كيف تجمع منصة منزل بياناتك الشخصية وتستخدمها وتحفظها، وحقوقك وفق نظام حماية البيانات الشخصية.',
    en: 'How Manzil collects, uses and keeps your personal data, and your rights under the Saudi PDPL.',
  },
  legalTermsTitle: { ar: 'الشروط والأحكام | منزل', en: 'Terms of use | Manzil' },
  legalTermsDescription: {
    ar: 'شروط استخدام منصة منزل للإعلانات العقارية: الحساب، والإعلانات وترخيصها، والتواصل، والمسؤولية.',
    en: 'The terms of using Manzil’s property ads: your account, ads and their licences, contact, and liability.',
  },
  officePageTitle: { ar: '{name} | منزل', en: '{name} | Manzil' },
  officePageDescription: {
    ar: '{name}: مكتب وساطة عقارية برخصة فال رقم {fal}. إعلانات المكتب ووكلاؤه وتقييمات عملائه على منزل.',
    en: '{name}: a real-estate brokerage office with FAL licence {fal}. The office’s ads, agents and client reviews on Manzil.',
  },
  notificationAdExpiringTitle: { ar: 'هل ما زال إعلانك متاحًا؟', en: 'Is your ad still available?' },
  notificationAdExpiringBody: {
    ar: 'سينتهي إعلانك «{title}» بعد {days:day}. أكّد أنه ما زال متاحًا من «إعلاناتي» ليبقى منشورًا',
    en: 'Your ad “{title}” expires in {days:day}. Confirm it is still available in My Ads to keep it published',
  },
  notificationAdExpiredTitle: { ar: 'انتهت مدة إعلانك', en: 'Your ad has expired' },
  notificationAdExpiredBody: {
    ar: 'لم يعد إعلانك «{title}» ظاهرًا للزوار. يمكنك تجديده من «إعلاناتي» إن كان ما زال متاحًا',
    en: 'Your ad “{title}” is no longer shown to visitors. You can renew it in My Ads if it is still available',
  },
  notificationAdRejectedNoReasonBody: {
    ar: 'لم يُقبل إعلانك «{title}» للنشر. يمكنك تعديله وإرساله للمراجعة مجددًا',
    en: 'Your ad “{title}” was not approved. You can edit it and send it for review again',
  },
  notificationAdHeldTitle: {
    ar: 'إعلانك قيد المراجعة بعد بلاغات',
    en: 'Your ad is under review after reports',
  },
  notificationAdHeldBody: {
    ar: 'أبلغ عدة أشخاص عن إعلانك «{title}»، فأُخفي من نتائج البحث حتى يراجعه فريقنا. سنخبرك بالقرار',
    en: 'Several people reported your ad “{title}”, so it is hidden from search until our team reviews it. We will tell you the decision',
  },
  notificationAdChangesRequestedTitle: {
    ar: 'مطلوب تعديل إعلانك',
    en: 'Changes requested to your ad',
  },
  notificationAdChangesRequestedBody: {
    ar: 'يحتاج إعلانك «{title}» إلى تعديل قبل نشره: {reason}. عدّله وسيعود إلى المراجعة',
    en: 'Your ad “{title}” needs changes before it is published: {reason}. Edit it and it goes back to review',
  },
  notificationGenericTitle: { ar: 'إشعار جديد', en: 'New notification' },
  notificationGenericBody: { ar: 'لديك تحديث جديد في حسابك', en: 'There is an update on your account' },
  notificationSomeone: { ar: 'أحد المستخدمين', en: 'A user' },
  notificationAdvertiser: { ar: 'المعلن', en: 'The advertiser' },
  // The title and description of every page without its own (an ad's share card, a legal page).
  siteTitle: {
    ar: 'منزل | عقارات سكنية وصناعية في الخليج',
    en: 'Manzil | Residential and industrial property in the Gulf',
  },
  siteDescription: {
    ar: 'منزل: آلاف العقارات السكنية والصناعية للبيع والإيجار في مدن المملكة، بصور حقيقية وأسعار واضحة ورقم ترخيص لكل إعلان.',
    en: 'Manzil: thousands of residential and industrial properties for sale and rent across the Kingdom, with real photos, clear prices and a licence number on every ad.',
  },

  mapBoxIncomplete: {
    ar: 'حدود المنطقة ناقصة: أرسل الحدود الأربعة أو لا شيء منها',
    en: 'The area is incomplete: send all four of its bounds or none',
  },
  tooManySavedSearches: {
    ar: 'بلغت الحد الأقصى لعمليات البحث المحفوظة ({max})، احذف واحدة لحفظ أخرى',
    en: 'You can keep at most {max} saved searches; delete one to save another',
  },
  unsubscribeLinkInvalid: {
    ar: 'رابط إيقاف التنبيهات غير صالح، افتحه كما وصلك في الرسالة',
    en: 'This unsubscribe link is not valid; open it exactly as it came in the message',
  },
  unsubscribeLinkExpired: {
    ar: 'انتهت صلاحية رابط إيقاف التنبيهات، سجّل الدخول لإدارة عمليات البحث المحفوظة',
    en: 'This unsubscribe link has expired; sign in to manage your saved searches',
  },
  unsubscribeLinkSuperseded: {
    ar: 'أعدت تشغيل هذه التنبيهات بعد إرسال هذا الرابط، فلم يعد يوقفها؛ يمكنك إدارتها من عمليات البحث المحفوظة',
    en: 'You resumed these alerts after this link was sent, so it no longer stops them; manage them from your saved searches',
  },
  emailMissing: {
    ar: 'أضف بريدًا إلكترونيًا إلى ملفك الشخصي واحفظه أولًا',
    en: 'Add an email address to your profile and save it first',
  },
  emailAlreadyVerified: {
    ar: 'هذا البريد الإلكتروني مؤكَّد من قبل',
    en: 'This email address is already verified',
  },
  emailVerificationCooldown: {
    ar: 'يمكنك طلب رابط تأكيد جديد بعد {seconds:second}',
    en: 'You can ask for a new verification link in {seconds:second}',
  },
  tooManyVerificationEmails: {
    ar: 'طلبت روابط تأكيد كثيرة، حاول مرة أخرى لاحقًا',
    en: 'Too many verification links requested, please try again later',
  },
  emailUnavailable: {
    ar: 'تعذر إرسال البريد الإلكتروني الآن، حاول مرة أخرى لاحقًا',
    en: 'The email could not be sent right now, please try again later',
  },
  emailLinkInvalid: {
    ar: 'رابط تأكيد البريد غير صالح، وقد يكون لعنوان غيّرته بعده؛ أرسل رابطًا جديدًا من ملفك الشخصي',
    en: 'This verification link is not valid; it may be for an address changed since. Send a new link from your profile',
  },
  emailLinkExpired: {
    ar: 'انتهت صلاحية رابط تأكيد البريد، سجّل الدخول وأرسل رابطًا جديدًا من ملفك الشخصي',
    en: 'This verification link has expired; sign in and send a new one from your profile',
  },
  notificationSavedSearchMatchTitle: { ar: 'إعلان جديد يطابق بحثك', en: 'A new ad matches your search' },
  notificationSavedSearchMatchBody: {
    ar: '«{title}» يطابق بحثك المحفوظ «{search}»',
    en: '“{title}” matches your saved search “{search}”',
  },
  notificationSavedSearchPriceDropTitle: {
    ar: 'انخفض سعر إعلان يطابق بحثك',
    en: 'Price drop on an ad matching your search',
  },
  notificationSavedSearchPriceDropBody: {
    ar: 'انخفض سعر «{title}» إلى {newPrice} بعد أن كان {oldPrice} (بحثك «{search}»)',
    en: 'The price of “{title}” dropped to {newPrice} from {oldPrice} (your search “{search}”)',
  },
  notificationSavedSearchDigestTitle: { ar: 'جديد في بحثك المحفوظ', en: 'New in your saved search' },
  notificationSavedSearchDigestBody: {
    ar: 'إعلانات جديدة أو بسعر أقل تطابق بحثك «{search}»: {count}',
    en: 'New or cheaper ads matching your search “{search}”: {count}',
  },
  alertEmailSummary: {
    ar: 'إعلانات جديدة أو بسعر أقل تطابق بحثك المحفوظ «{search}»: {count}. هذه أحدثها:',
    en: 'New or cheaper ads matching your saved search “{search}”: {count}. The newest:',
  },
  alertEmailAction: { ar: 'عرض كل النتائج', en: 'See all results' },
  alertEmailUnsubscribe: { ar: 'إيقاف تنبيهات هذا البحث', en: 'Stop the alerts of this search' },
  leadNoteInvalid: { ar: 'الملاحظة يجب أن تكون نصًا', en: 'The note must be text' },
  leadNoteTooLong: {
    ar: 'الملاحظة أطول من المسموح (1000 حرف)',
    en: 'The note is longer than allowed (1000 characters)',
  },
  leadRemindOnInvalid: {
    ar: 'تاريخ التذكير غير صالح، استخدم الصيغة 2026-12-31',
    en: 'The reminder date is not valid; use the form 2026-12-31',
  },
  feedUrlInvalid: {
    ar: 'رابط الملف غير صالح: يجب أن يبدأ بـ http أو https',
    en: 'The feed URL is not valid: it must start with http or https',
  },
  feedSchemeRefused: {
    ar: 'يُقبل الجلب عبر http أو https فقط',
    en: 'Only http and https addresses are fetched',
  },
  feedAddressBlocked: {
    ar: 'العنوان يشير إلى شبكة خاصة أو داخلية ولا يُسمح بجلبه',
    en: 'The address points to a private or internal network and may not be fetched',
  },
  feedTooManyRedirects: {
    ar: 'أعاد العنوان التوجيه مرات كثيرة',
    en: 'The address redirected too many times',
  },
  feedFetchStatus: {
    ar: 'لم يُرجع الخادم الملف (رد غير ناجح)',
    en: 'The server did not return the file (an unsuccessful answer)',
  },
  feedFetchTooLarge: { ar: 'الملف أكبر من الحجم المسموح', en: 'The file is larger than allowed' },
  feedFetchTimeout: {
    ar: 'انتهت مهلة الجلب قبل اكتمال الملف',
    en: 'The fetch timed out before the file was complete',
  },
  feedFetchFailed: { ar: 'تعذر الاتصال بالعنوان', en: 'The address could not be reached' },
  feedUnreadable: {
    ar: 'تعذرت قراءة الملف: ليس ملف XML أو CSV بالصيغة الموثقة',
    en: 'The file could not be read: it is not XML or CSV in the documented format',
  },
  feedDoctypeRefused: {
    ar: 'لا يُقبل ملف XML يحتوي على DOCTYPE أو تعريف كيانات',
    en: 'XML with a DOCTYPE or entity declarations is not accepted',
  },
  feedEmpty: { ar: 'الملف لا يحتوي على أي إعلان', en: 'The file holds no listing' },
  feedTooManyListings: {
    ar: 'الملف يحتوي على أكثر من {max:ad}',
    en: 'The file holds more than {max:ad}',
  },
  feedNumberInvalid: { ar: 'يجب أن تكون القيمة رقمًا', en: 'The value must be a number' },
  feedValueUnknown: { ar: 'القيمة «{value}» غير معروفة', en: 'The value “{value}” is not known' },
  feedReferenceInvalid: {
    ar: 'المرجع يجب أن يكون من 1 إلى 100 حرف أو رقم أو (. _ - /)',
    en: 'The reference must be 1 to 100 letters, digits or . _ - /',
  },
  feedReferenceRepeated: {
    ar: 'المرجع مكرر في الملف (ورد في الصف {row})',
    en: 'The reference is repeated in the file (first in row {row})',
  },
  feedAgentUnknown: {
    ar: 'لا يوجد في المكتب عضو بهذا الرقم أو المعرّف',
    en: 'No member of the office has this phone number or id',
  },
  feedTooManyPhotos: {
    ar: 'يُقبل {max:photo} على الأكثر للإعلان',
    en: 'At most {max:photo} are taken for a listing',
  },
  feedPhotoUrlInvalid: {
    ar: 'رابط صورة غير صالح (http أو https)',
    en: 'A photo URL is not valid (http or https)',
  },
  feedPhotoNotImage: {
    ar: 'الملف ليس صورة JPEG أو PNG أو WebP',
    en: 'The file is not a JPEG, PNG or WebP photo',
  },
  feedRunNotDryRun: {
    ar: 'طُبّقت هذه المعاينة أو استُبدلت بأحدث منها',
    en: 'This dry run was already applied or replaced by a newer one',
  },
  feedUrlMissing: { ar: 'لم يُحفظ رابط للملف بعد', en: 'No feed URL is saved yet' },
  feedActorGone: {
    ar: 'من حفظ الرابط لم يعد مالك المكتب أو مديرًا فيه',
    en: 'The person who saved the feed is no longer the office’s owner or a manager',
  },
  feedRowFailed: {
    ar: 'تعذر تطبيق هذا الإعلان، حاول لاحقًا',
    en: 'This listing could not be applied; try again later',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return messages[key][language].replace(/\{(\w+)(?::(\w+))?\}/g, (whole, name: string, noun?: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    if (typeof value !== 'number' || !noun) return String(value);
    if (noun === 'duration') return countDuration(value, language);
    return isCountedNoun(noun) ? countNoun(noun, value, language) : String(value);
  });
}
