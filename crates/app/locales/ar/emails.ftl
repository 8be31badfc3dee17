### The emails people receive. A body ends without its last line break: the code adds it,
### then the Matchpool footer. Values are inserted as given (numbers too, without grouping).

## Verification

verification-approved-subject = تمت الموافقة على التحقق
verification-approved-body =
    مرحبًا { $name }،

    تمت الموافقة على التحقق من هويتك. يمكنك الآن المشاركة الكاملة في Matchpool.

verification-declined-subject = لم تتم الموافقة على التحقق
verification-declined-body =
    مرحبًا { $name }،

    لم تتم الموافقة على التحقق.
    السبب: { $reason }
    يمكنك إعادة الإرسال في أي وقت.

## Donations

receipt-subject = شكرًا لدعمك { $project }
receipt-body =
    شكرًا لتبرعك لـ { $project }.

    المبلغ: { $amount }
    الرسوم: { $fee }
    الإجمالي: { $total }
    المرجع: { $reference }

    إيصالك (PDF): { $link }

refund-to-donor-subject = تم رد تبرعك لـ { $project }
refund-to-donor-body =
    تم رد تبرعك بمبلغ { $amount } لـ { $project }.
    السبب: { $reason }
    لم يعد يُحتسب في مطابقة الجولة.

# Follows refunded-body when the donation was paid by card: { $total } goes back.
refund-to-donor-card-line = يُعاد { $total } إلى بطاقتك: التبرع ورسوم البطاقة البالغة { $fee }.

reward-subject = لقد حصلت على مكافأة إحالة
reward-body = لقد حصلت على { $thank } THANK مقابل إحالة. شكرًا لمساهمتك في نمو المجتمع!

## Accounts

verify-email-subject = أكِّد عنوان بريدك الإلكتروني
verify-email-body =
    مرحبًا { $name }،

    يُرجى تأكيد عنوان بريدك الإلكتروني في Matchpool بفتح هذا الرابط:
    { $link }

    إذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.

reset-password-subject = إعادة تعيين كلمة المرور
reset-password-body =
    مرحبًا { $name }،

    طلب أحدهم إعادة تعيين كلمة مرور حسابك في Matchpool. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال { $minutes } دقيقة:
    { $link }

    إذا لم تكن أنت، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.

confirm-new-email-subject = أكِّد عنوان بريدك الإلكتروني الجديد
confirm-new-email-body =
    مرحبًا { $name }،

    طلبتَ استخدام هذا العنوان لحسابك في Matchpool. لتأكيده، افتح هذا الرابط خلال { $minutes } دقيقة:
    { $link }

    حتى ذلك الحين يبقى عنوان حسابك الحالي كما هو. إذا لم تكن أنت، فتجاهل هذه الرسالة.

password-changed-subject = تم تغيير كلمة المرور
password-changed-body =
    مرحبًا { $name }،

    تم للتو تغيير كلمة مرور حسابك في Matchpool، وأُنهيت جلسات الدخول الأخرى.

    إذا لم تكن أنت، فأعد تعيين كلمة المرور فورًا وتواصل معنا.

email-changed-subject = تم تغيير عنوان بريدك الإلكتروني
email-changed-body =
    مرحبًا { $name }،

    تم تغيير عنوان البريد الإلكتروني لحسابك في Matchpool إلى { $new_email }. لن يتلقى هذا العنوان رسائل الحساب بعد الآن.

    إذا لم تقم بذلك، فأعد تعيين كلمة المرور وتواصل معنا فورًا.

link-provider-subject = اربط { $provider } بحسابك في Matchpool
link-provider-body =
    مرحبًا { $name }،

    سجّل أحدهم الدخول عبر { $provider } باستخدام عنوان بريدك الإلكتروني. لربط { $provider } بحسابك في Matchpool وتسجيل الدخول، افتح هذا الرابط خلال 30 دقيقة:
    { $link }

    إذا لم تكن أنت، فتجاهل هذه الرسالة: لن يُربط أي شيء.

## Organizations

donation-received-subject = تبرع جديد لـ { $project }
donation-received-body = تبرّع { $donor } بمبلغ { $amount } لـ { $project }.

donation-refunded-subject = تم رد تبرع لـ { $project }
donation-refunded-body = تم رد تبرع بمبلغ { $amount } لـ { $project }. لم يعد يُحتسب في مطابقة الجولة.

donation-disputed-subject = تبرع لـ { $project } محل نزاع
donation-disputed-body = اعترض حامل البطاقة على تبرع بمبلغ { $amount } لـ { $project }. لن يُحتسب في مطابقة الجولة حتى يُبتّ في النزاع.

donation-digest-subject = تبرعاتكم اليوم: { $count }
donation-digest-body =
    التبرعات المؤكدة منذ آخر ملخص:

    { $lines }

## Review

project-submitted-subject = قُدّم { $project } للمراجعة
project-submitted-body =
    قُدّم مشروعكم { $project }. سيوافق فريق مراجعة الجولة عليه أو يطلب تعديلات أو يرفضه، وسنرسل إليكم قراره بالبريد الإلكتروني. لن يكون المشروع منشورًا للعامة حتى ذلك الحين.
    { $link }

project-approved-subject = تمت الموافقة على { $project }
project-approved-body =
    تمت الموافقة على مشروعكم { $project } وأصبح منشورًا للعامة: يمكن للناس التصويت له والتبرع.
    { $link }

project-changes-requested-subject = طُلبت تعديلات على { $project }
project-changes-requested-body =
    قبل الموافقة على مشروعكم { $project }، يطلب فريق المراجعة التعديلات التالية:

    { $message }

    عدّلوا المشروع ثم أعيدوا تقديمه من صفحته.
    { $link }

project-rejected-subject = لم تتم الموافقة على { $project }
project-rejected-body =
    لم تتم الموافقة على مشروعكم { $project } في هذه الجولة.
    السبب: { $reason }

## Updates

# { $body } is the update as its author typed it (Markdown).
project-update-subject = تحديث من { $project }: { $title }
project-update-body =
    نشر مشروع { $project } الذي تدعمه تحديثًا جديدًا.

    { $title }

    { $body }

    اقرأه على Matchpool:
    { $link }

    تصلك هذه الرسالة لأنك صوّتَّ لمشروع { $project } أو تبرعت له. لإيقاف تلقي تحديثاته:
    { $unsubscribe }

## Invitations

invitation-subject = انضم إلى { $org } على Matchpool
invitation-body =
    يدعوك { $inviter } للانضمام إلى { $org } على Matchpool { $role }.

    اقبل الدعوة (سجّل الدخول أو أنشئ حسابًا بعنوان البريد هذا):
    { $link }

    يعمل الرابط مرة واحدة خلال { $days } أيام. إن لم تكن تتوقع هذه الرسالة فتجاهلها.

# The invitee's role, as { $role } in invitation-body.
role-owner = مالكًا
role-admin = مشرفًا
role-member = عضوًا
